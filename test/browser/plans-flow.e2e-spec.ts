import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import type { BackofficePage, PlanRequestForStaff } from '../../server/src/contracts/backoffice';
import type { Candle } from '../../server/src/contracts/market';
import { INSTRUMENTS } from '../../server/src/contracts/instruments';
import { analyse } from '../../server/src/contracts/rules/technical-analysis';
import { launchBrowser, seriousViolations, signIn, until } from '../support/browser';
import { sandboxCard } from '../support/sandbox-card';
import { startStack, type Stack } from '../support/stack';
import { stackApi } from '../support/stack-api';

/**
 * Plans and the automated trader in a real browser against the built app and API: a funded client
 * buys Beginner, asks for Gold, staff approve it and the card turns Active without a reload; then
 * the client switches the ATS on (rounds every 2 s) and sees its trade appear and settle.
 */
jest.setTimeout(240_000);

/** The page's own content: the shell has its own tests. */
const MAIN = `document.querySelector('main')`;
const SCREENSHOTS = join(__dirname, '..', '..', '.test-artifacts', 'screenshots');

describe('plans and the automated trader in the browser', () => {
  let stack: Stack;
  let api: ReturnType<typeof stackApi>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const card = (name: string) => page.locator(`[data-testid="plan-card"][data-plan^="${name}-"]`);
  const buttonOf = (name: string) => card(name).getByTestId('plan-button');

  async function shots(name: string): Promise<void> {
    for (const colorScheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.screenshot({ path: join(SCREENSHOTS, `plans-${name}-${width}-${colorScheme}.png`), fullPage: true });
        if (width === 390) expect(await page.evaluate<boolean>('document.documentElement.scrollWidth > document.documentElement.clientWidth')).toBe(false);
      }
    }
    await page.emulateMedia({ colorScheme: 'dark' });
  }

  /** An instrument whose one-minute technical summary is Buy or Sell right now, so the ATS has a direction. */
  async function trendingSymbol(): Promise<string> {
    for (const { symbol } of INSTRUMENTS) {
      const candles = await api.call<ApiEnvelope<Candle[]>>(`/market/candles?symbol=${symbol}&interval=1m&limit=300`);
      const summary = analyse(candles.data.map((c) => c.close)).summary;
      if (summary === 'Buy' || summary === 'Sell') return symbol;
    }
    throw new Error('No instrument has a Buy or Sell summary');
  }

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    stack = await startStack({ env: { ATS_INTERVAL_SECONDS: '2', CARD_REVIEW_LIMIT: '100000' } });
    api = stackApi(stack);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
  });

  it('buys Beginner, requests Gold, sees the staff approval live, then runs the ATS and sees its trade settle', async () => {
    const client = await api.newClient('Ann', 'Lee');
    await api.call('/deposit/card', { method: 'POST', token: client.token, json: sandboxCard(12_000) });
    await until(
      'the card deposit credit',
      async () => (await api.call<ApiEnvelope<{ balance: number }>>('/users/me', { token: client.token })).data.balance === 12_000,
    );

    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, stack.url, client);
    if ((await page.getByTestId('mode-toggle').getAttribute('data-mode')) !== 'real') await page.getByTestId('mode-toggle').click();
    await page.goto(`${stack.url}/user/plan`);

    // No plan: Request Plan everywhere; the ATS asks for a plan first.
    await until('the four plan cards', async () => (await page.getByTestId('plan-card').count()) === 4);
    expect(await page.getByTestId('plan-button').allTextContents()).toEqual(['Request Plan', 'Request Plan', 'Request Plan', 'Request Plan']);
    await page.getByTestId('ats-needs-plan').waitFor();
    expect(await seriousViolations(page, MAIN)).toEqual([]);
    await shots('none');

    // The first plan is charged at once.
    await buttonOf('Beginner').click();
    await expect(page.getByTestId('plan-confirm-text').textContent()).resolves.toBe(
      '$3,000.00 will be charged from your real balance now and Beginner becomes your plan.',
    );
    await page.getByTestId('plan-confirm-button').click();
    await until('Beginner to be active', async () => (await buttonOf('Beginner').textContent()) === 'Active');
    expect(await page.getByTestId('plan-button').allTextContents()).toEqual(['Active', 'Request Upgrade', 'Request Upgrade', 'Request Upgrade']);
    await until('the balance after the purchase', async () => (await page.getByTestId('balance').first().textContent()) === '$9,000.00');

    // An upgrade holds the difference and waits for staff.
    await buttonOf('Gold').click();
    await expect(page.getByTestId('plan-confirm-text').textContent()).resolves.toContain('$4,600.00 (the difference) will be held');
    await page.getByTestId('plan-confirm-button').click();
    await until('Gold to be requested', async () => (await buttonOf('Gold').textContent()) === 'Requested');
    await expect(page.getByTestId('plan-request-status').textContent()).resolves.toBe('Upgrade to Gold awaiting approval: $4,600.00 held.');
    await shots('requested');

    // Staff approve; the card turns Active without a reload.
    const admin = await api.adminToken();
    const queue = await api.call<ApiEnvelope<BackofficePage<PlanRequestForStaff>>>('/backoffice/plans?status=Pending', { token: admin });
    let item = queue.data.items.find((i) => i.user_id === client.id);
    for (let cursor = queue.data.next_cursor; !item && cursor;) {
      const next = await api.call<ApiEnvelope<BackofficePage<PlanRequestForStaff>>>(`/backoffice/plans?status=Pending&cursor=${cursor}`, { token: admin });
      item = next.data.items.find((i) => i.user_id === client.id);
      cursor = next.data.next_cursor;
    }
    await api.call(`/backoffice/plans/${item!.plan_request_id}/approve`, { method: 'POST', token: admin, json: {} });
    await until('Gold to turn active live', async () => (await buttonOf('Gold').textContent()) === 'Active', 15_000);
    expect(await page.getByTestId('plan-button').allTextContents()).toEqual(['Below your plan', 'Active', 'Request Upgrade', 'Request Upgrade']);
    expect(await buttonOf('Beginner').isDisabled()).toBe(true);

    // The automated trader: on, with a stake, on an instrument that has a direction now.
    await page.getByTestId('ats-count').waitFor();
    await expect(page.getByTestId('ats-count').textContent()).resolves.toBe('0 of 5 trades today');
    await page.getByTestId('ats-symbol').selectOption(await trendingSymbol());
    await page.getByTestId('ats-stake').fill('10');
    await page.getByTestId('ats-enabled').check();
    await page.getByTestId('ats-save').click();
    await page.getByTestId('ats-trade').first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('ats-trade').first().getAttribute('data-status')).toBe('Pending');
    expect(await seriousViolations(page, MAIN)).toEqual([]);
    await shots('ats');
    // A 60-second trade: its result reaches the panel without a reload.
    await until('the ATS trade to settle', async () => (await page.getByTestId('ats-trade').last().getAttribute('data-status')) !== 'Pending', 100_000);
    expect(['Won', 'Lost', 'Draw', 'Void']).toContain(await page.getByTestId('ats-trade').last().getAttribute('data-status'));
    await shots('ats-settled');
  });
});
