import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_STARTING_BALANCE } from '../../server/src/contracts/money';
import { potentialAmount, STRIKE_RATES } from '../../server/src/contracts/trade-rules';
import { launchBrowser, signUp } from '../support/browser';
import { startStack, type Stack } from '../support/stack';

/**
 * The spine of the product in a real browser against the built app and API: register, log in,
 * place a 2-second demo trade, see it in Open positions, then see its result and the new demo balance
 * arrive over the socket without a reload.
 */
jest.setTimeout(60_000);

const ARTIFACTS = join(__dirname, '..', '..', '.test-artifacts');
const STAKE = 10;
const PASSWORD = 'correct-horse-42';

/** "$10,007.50" → 10007.5 */
const money = (text: string | null): number => Number((text ?? '').replace(/[^0-9.-]/g, ''));

/** Reads until the value is the expected one (the screen updates asynchronously), then asserts it. */
async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  expect(value).toBe(expected);
}

describe('trade flow in the browser', () => {
  let stack: Stack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const shot = (name: string) => page.screenshot({ path: join(ARTIFACTS, `browser-trade-flow-${name}.png`), fullPage: true });

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    stack = await startStack({ durations: '2,60' });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
  });

  afterEach(async () => {
    // Whatever happened, leave a picture of the last screen.
    await shot('last').catch(() => undefined);
  });

  it('registers, logs in, places a 2 s demo Buy and sees it settle live with the balance', async () => {
    const email = `browser-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

    // Register.
    // Registration goes on with the profile step, the server's message in a toast.
    await signUp(page, stack.url, { firstname: 'Grace', lastname: 'Hopper', email, password: PASSWORD });
    await page.getByTestId('toast').filter({ hasText: 'Please check your mailbox and confirm your email!' }).waitFor();
    await shot('1-registered');

    // Log in (the profile and ID steps have their own test).
    await page.goto(`${stack.url}/auth/signin`);
    await page.getByTestId('signin-email').fill(email);
    await page.getByTestId('signin-password').fill(PASSWORD);
    await page.getByTestId('signin-submit').click();
    await page.waitForURL('**/user/home');

    // Demo mode, starting from the demo balance of a new user.
    const toggle = page.getByTestId('mode-toggle');
    await toggle.waitFor();
    if ((await toggle.getAttribute('data-mode')) !== 'demo') await toggle.click();
    await page.locator('[data-testid="mode-toggle"][data-mode="demo"]').waitFor();
    const demoBalance = async () => money(await page.getByTestId('demo-balance').textContent());
    await eventually(demoBalance, DEMO_STARTING_BALANCE);
    await page.getByTestId('live-price').filter({ hasText: /\d/ }).waitFor();

    // A marker on the window proves later that the page was never reloaded.
    await page.evaluate('window.__tradeFlowMarker = 42');

    // A Buy of 10 for 2 seconds with the first payout option.
    await page.getByTestId('trade-duration').selectOption('2');
    await page.getByTestId('trade-amount').fill(String(STAKE));
    await page.getByTestId('trade-option').selectOption(String(STRIKE_RATES[0].value));
    await page.getByTestId('trade-buy').click();

    // Open: listed in Open positions with its countdown, the stake off the demo balance.
    const open = page.getByTestId('open-position').first();
    await open.getByTestId('trade-countdown').waitFor({ timeout: 5_000 });
    const tradeId = await open.getAttribute('data-trade-id');
    expect(await open.getByTestId('position-stake').textContent()).toBe(`$${STAKE}.00`);
    await eventually(demoBalance, DEMO_STARTING_BALANCE - STAKE);
    await shot('2-in-progress');

    // The result arrives by itself, within seconds of the expiry: out of the open positions, into the results.
    const row = page.locator(`[data-testid="recent-trade"][data-trade-id="${tradeId}"]`);
    await row
      .getByTestId('trade-status')
      .filter({ hasText: /^(Won|Lost|Draw)$/ })
      .waitFor({ timeout: 10_000 });
    const status = (await row.getByTestId('trade-status').textContent())?.trim();
    expect(await page.locator(`[data-testid="open-position"][data-trade-id="${tradeId}"]`).count()).toBe(0);
    expect(await page.evaluate('window.__tradeFlowMarker')).toBe(42);

    const payoutOnWin = STAKE + Number(potentialAmount(STAKE, STRIKE_RATES[0].buy));
    const expected: Record<string, number> = {
      Lost: DEMO_STARTING_BALANCE - STAKE,
      Draw: DEMO_STARTING_BALANCE,
      Won: DEMO_STARTING_BALANCE - STAKE + payoutOnWin,
    };
    expect(Object.keys(expected)).toContain(status);
    await eventually(demoBalance, expected[status!], 3_000);
    if (status === 'Won') expect(expected.Won).toBeGreaterThan(DEMO_STARTING_BALANCE - STAKE);
    await shot('3-settled');

    // The same result in Trade History, reached through the app's own link.
    await page.getByRole('link', { name: 'Trade History' }).first().click();
    await page.waitForURL('**/user/trade-history');
    await page.getByTestId('trade-history-row').first().getByTestId('trade-status').filter({ hasText: status! }).waitFor();
    expect(await page.evaluate('window.__tradeFlowMarker')).toBe(42);
    await shot('4-history');
  });
});
