import { readFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import type { ReceiptBundle, SettlementKey } from '../../server/src/contracts/provable/statements';
import { VERIFIED_SUMMARY, verifyReceipt } from '../../server/src/contracts/provable/verify-receipt';
import type { SubmitTradeResponse } from '../../server/src/contracts/trading';
import { launchBrowser, seriousViolations, signIn, until } from '../support/browser';
import { startStack, type Stack } from '../support/stack';
import { stackApi } from '../support/stack-api';
import { demoTrade } from '../support/trades';

/**
 * A finished trade's detail verifies its receipt in the browser (DESIGN "Provable settlement"): it says
 * what it checked, and the receipt downloads as a file that verifies on its own. At 390 and 1280 px, in
 * both colour schemes, with no serious axe finding.
 */
jest.setTimeout(120_000);

const SCREENSHOTS = join(__dirname, '..', '..', '.test-artifacts', 'screenshots');
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

describe("a trade's verification in the browser", () => {
  let stack: Stack;
  let api: ReturnType<typeof stackApi>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let client: Awaited<ReturnType<ReturnType<typeof stackApi>['newClient']>>;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    stack = await startStack({ durations: '1,60' });
    api = stackApi(stack);
    client = await api.newClient('Vera', 'Verifier');
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: WIDTHS[0], acceptDownloads: true });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await signIn(page, stack.url, client);
    await page.waitForURL('**/user/home');
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
  });

  it('says the outcome is signed and the ticks match, lists what it checked, and downloads a receipt that verifies', async () => {
    const trade = (
      await api.call<ApiEnvelope<SubmitTradeResponse>>('/trading/submit', { method: 'POST', token: client.token, json: demoTrade({ duration: 1 }) })
    ).data.trade;
    await until('the trade has a sealed receipt', async () => {
      const res = await fetch(`${stack.url}/api/trading/trades/${trade.trade_id}/receipt`, { headers: { authorization: `Bearer ${client.token}` } });
      return res.status === 200;
    });

    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto(`${stack.url}/user/trade-history`);
      const row = page.locator('[data-testid="trade-history-row"]').first();
      await row.getByTestId('trade-detail-open').click();
      const dialog = page.getByTestId('trade-detail');
      await dialog.waitFor();
      await page.locator('.modal--shown').waitFor();
      const summary = dialog.getByTestId('verification-summary');
      await summary.waitFor();
      expect(await summary.innerText()).toBe(VERIFIED_SUMMARY);
      await dialog.getByTestId('verification-checked').locator('summary').click();
      expect(await dialog.getByTestId('verification-checked').innerText()).toMatch(/the entry price .* is the published tick/);
      await summary.scrollIntoViewIfNeeded();
      await page.waitForTimeout(600);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(SCREENSHOTS, `trade-verification-${size.width}-${scheme}.png`) });
      }
      expect(await seriousViolations(page, `{ include: [['[data-testid="trade-detail"]']] }`)).toEqual([]);

      if (size.width === 1280) {
        const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('receipt-download').click()]);
        expect(download.suggestedFilename()).toBe(`receipt-${trade.trade_id}.json`);
        const bundle = JSON.parse(readFileSync(await download.path(), 'utf8')) as ReceiptBundle;
        const keys = ((await (await fetch(`${stack.url}/api/.well-known/settlement-keys`)).json()) as { keys: SettlementKey[] }).keys;
        expect(verifyReceipt(bundle, keys)).toMatchObject({ ok: true, failures: [] });
        expect(bundle.receipt.trade).toBe(String(trade.trade_id));
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
  });
});
