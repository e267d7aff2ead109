import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import type { SubmitTradeResponse, TradeDto } from '../../server/src/contracts/trading';
import { launchBrowser, seriousViolations, signIn, until } from '../support/browser';
import { startStack, type Stack } from '../support/stack';
import { stackApi } from '../support/stack-api';
import { demoTrade } from '../support/trades';

/**
 * Early close and the trade's detail in a real browser: an open position shows what closing returns
 * now and closes with one press (the trade leaves the open positions, the balance gets its value, the
 * result is told); a trade's detail, from the open positions and from the history, says what it was and
 * how it ended. At 390 and 1280 px, in both colour schemes, with no serious axe finding.
 */
jest.setTimeout(120_000);

const SCREENSHOTS = join(__dirname, '..', '..', '.test-artifacts', 'screenshots');
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/** "$10,007.50" → 10007.5 */
const money = (text: string | null): number => Number((text ?? '').replace(/[^0-9.-]/g, ''));

describe('early close and trade detail in the browser', () => {
  let stack: Stack;
  let api: ReturnType<typeof stackApi>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let client: Awaited<ReturnType<ReturnType<typeof stackApi>['newClient']>>;

  const shot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `early-close-${name}.png`), fullPage: true });
  const place = async (over: Record<string, unknown> = {}) =>
    (await api.call<ApiEnvelope<SubmitTradeResponse>>('/trading/submit', { method: 'POST', token: client.token, json: demoTrade({ duration: 60, ...over }) }))
      .data.trade;
  const demoBalance = async () => (await api.call<ApiEnvelope<{ demo_balance: number }>>('/users/me', { token: client.token })).data.demo_balance;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    stack = await startStack({ durations: '2,60' });
    api = stackApi(stack);
    client = await api.newClient('Cleo', 'Closer');
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: WIDTHS[0] });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, stack.url, client);
    await page.waitForURL('**/user/home');
    const toggle = page.getByTestId('mode-toggle');
    await toggle.waitFor();
    if ((await toggle.getAttribute('data-mode')) !== 'demo') await toggle.click();
    await page.locator('[data-testid="mode-toggle"][data-mode="demo"]').waitFor();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
  });

  afterEach(async () => {
    await shot('last').catch(() => undefined);
  });

  for (const size of WIDTHS) {
    it(`closes an open position at its quote, at ${size.width} px`, async () => {
      await page.setViewportSize(size);
      const trade = await place({ amount: 25 });
      const row = page.locator(`[data-testid="open-position"][data-trade-id="${trade.trade_id}"]`);
      const button = row.getByTestId('close-position');
      // The quote arrives and is kept current.
      await row.getByText(/^Close for \$/).waitFor();
      await button.scrollIntoViewIfNeeded();
      expect(await row.getByTestId('close-position-change').innerText()).toMatch(/^([+\u2212]\$[\d,.]+|\$0\.00)$/);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.waitForTimeout(300); // the colours' transitions end before the picture
        await shot(`position-${size.width}-${scheme}`);
      }
      expect(await seriousViolations(page, `{ include: [['[data-testid="open-positions"]']] }`)).toEqual([]);

      const before = await demoBalance();
      // A quote lives 1 s: on a loaded machine the one on screen may expire before the click lands, and
      // the 409 QUOTE_EXPIRED puts a fresh one on the button, as a client would see it; they click again.
      const closeOnce = async () => (await Promise.all([page.waitForResponse((r) => r.url().endsWith(`/trades/${trade.trade_id}/close`)), button.click()]))[0];
      let answer = await closeOnce();
      for (let retry = 0; retry < 3 && answer.status() === 409 && ((await answer.json()) as ApiError).code === 'QUOTE_EXPIRED'; retry++) {
        answer = await closeOnce();
      }
      expect(answer.status()).toBe(201);
      const closed = ((await answer.json()) as ApiEnvelope<{ trade: TradeDto }>).data.trade;
      expect(closed.status).toBe('Closed');
      // Gone from the open positions, its value in the balance, the result told.
      await row.waitFor({ state: 'detached' });
      await page
        .getByTestId('toast')
        .filter({ hasText: `closed early for $${closed.payout!.toFixed(2)}` })
        .first()
        .waitFor();
      expect(await demoBalance()).toBeCloseTo(before + closed.payout!, 2);
      // The shell's demo balance (in the account panel on a phone: read as text, shown or not).
      const expected = Math.round((before + closed.payout!) * 100) / 100;
      const shown = () => page.getByTestId('demo-balance').first().textContent();
      await until('the demo balance shows the close', async () => money(await shown()) === expected);
      expect(money(await shown())).toBe(expected);
    });
  }

  it("opens a trade's detail from the open positions and from the history, in words, at both widths and in both schemes", async () => {
    const open = await place({ amount: 10, trade_mode: 'Sell', symbol: 'ETHUSD' });
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto(`${stack.url}/user/home`);
      const row = page.locator(`[data-testid="open-position"][data-trade-id="${open.trade_id}"]`);
      await row.getByTestId('trade-detail-open').click();
      const dialog = page.getByTestId('trade-detail');
      await dialog.waitFor();
      await page.locator('.modal--shown').waitFor();
      await page.waitForTimeout(600); // its fade-in ends before the picture
      expect(await dialog.innerText()).toContain('would end below');
      expect(await dialog.getByTestId('trade-detail-outcome').innerText()).toMatch(/^Open\. If it ends below .+, it pays \$/);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.waitForTimeout(300); // the colours' transitions end before the picture
        await page.screenshot({ path: join(SCREENSHOTS, `early-close-detail-open-${size.width}-${scheme}.png`) });
      }
      expect(await seriousViolations(page, `{ include: [['[data-testid="trade-detail"]']] }`)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }

    // The position closed in the first test, from the history: its close told in words.
    await page.setViewportSize(WIDTHS[0]);
    await page.goto(`${stack.url}/user/trade-history`);
    const closedRow = page.locator('[data-testid="trade-history-row"]').filter({ hasText: 'Closed' }).first();
    await closedRow.getByTestId('trade-detail-open').click();
    const dialog = page.getByTestId('trade-detail');
    await dialog.waitFor();
    expect(await dialog.getByTestId('trade-detail-outcome').innerText()).toMatch(
      /^You closed it early at .+, at a price of .+, for \$[\d,.]+ \((Profit|Loss): \$[\d,.]+\)\.$/,
    );
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SCREENSHOTS, 'early-close-detail-closed-1280-light.png') });
    expect(await seriousViolations(page, `{ include: [['[data-testid="trade-detail"]']] }`)).toEqual([]);
  });
});
