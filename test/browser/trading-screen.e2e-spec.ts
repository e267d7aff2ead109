import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { box, launchBrowser, overlaps, seriousViolations, signIn, until } from '../support/browser';
import { chooseInstrument } from '../support/instrument-picker';
import { startStack, type Stack } from '../support/stack';
import { stackApi } from '../support/stack-api';

/**
 * The trading screen (/user/home) as a brand-new client meets it, at 1280 and 390 px: they land in
 * demo and their first trade succeeds; trades of 1 day, 1 hour and 1 minute are all listed with their
 * countdowns in Open positions; a short one counts down from its duration, settles into the results
 * and a toast that leaves the balances visible; the form's messages belong to the attempt (gone on a
 * symbol or mode switch, a success by itself); a refusal for the balance offers Deposit and Switch to
 * demo; B and S place trades; on a phone the price, the chart and Buy/Sell fit one screen; no serious
 * axe finding.
 */
jest.setTimeout(150_000);

const SCREENSHOTS = join(__dirname, '..', '..', '.test-artifacts', 'screenshots');
/** Seconds: a short one that settles during the test, and the 1-minute, 1-hour and 1-day trades that stay open. */
const SHORT = 3;
/** The whole page: the shell (header, checklist, navigation) as well as the trading screen. */
const SCREEN = 'document';
const DURATIONS = `${SHORT},60,3600,86400`;

/** "01:00" → 60, "1:00:00" → 3600, "24:00:00" → 86400. */
const seconds = (text: string): number =>
  text
    .trim()
    .split(':')
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0);

describe('the trading screen', () => {
  let stack: Stack;
  let api: ReturnType<typeof stackApi>;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page;

  const shots = async (name: string) => {
    for (const colorScheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme });
      const width = page.viewportSize()?.width;
      await page.screenshot({ path: join(SCREENSHOTS, `trading-screen-${name}-${width}-${colorScheme}.png`) });
    }
    await page.emulateMedia({ colorScheme: 'dark' });
  };

  /** A brand-new client (no real money, no mode chosen) signed in on a fresh browser at this size. */
  async function newClientAt(width: number, height: number) {
    const client = await api.newClient('Nia', 'New');
    await context?.close();
    context = await browser.newContext({ viewport: { width, height } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, stack.url, client);
    await page.waitForURL('**/user/home');
    await page.getByTestId('live-price').filter({ hasText: /\d/ }).waitFor();
    return client;
  }

  const openRows = () => page.getByTestId('open-position');
  const countdownOf = (tradeId: string) => page.locator(`[data-testid="open-position"][data-trade-id="${tradeId}"] [data-testid="trade-countdown"]`);

  /** Places a Buy (or Sell) of the form's amount for `duration` seconds; answers the new open position's trade id. */
  async function buy(duration: number, how: 'click' | 'key' = 'click', side: 'Buy' | 'Sell' = 'Buy'): Promise<string> {
    const before = new Set(await openRows().evaluateAll((rows) => rows.map((r) => r.getAttribute('data-trade-id'))));
    await page.getByTestId('trade-duration').selectOption(String(duration));
    if (how === 'key') {
      // The shortcut works wherever focus is not in a field: leave the select first.
      await page.evaluate('document.activeElement && document.activeElement.blur()');
      await page.keyboard.press(side === 'Buy' ? 'b' : 's');
    } else {
      await page.getByTestId(`trade-${side.toLowerCase()}`).click();
    }
    await page.getByTestId('trade-success').waitFor();
    let id: string | null | undefined;
    await until(`a new open position of ${duration} s`, async () => {
      const ids = await openRows().evaluateAll((rows) => rows.map((r) => r.getAttribute('data-trade-id')));
      id = ids.find((x) => !before.has(x));
      return Boolean(id);
    });
    return id!;
  }

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    stack = await startStack({ durations: DURATIONS });
    api = stackApi(stack);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
  });

  afterEach(async () => {
    await page?.screenshot({ path: join(SCREENSHOTS, 'trading-screen-last.png'), fullPage: true }).catch(() => undefined);
  });

  it('at 1280 px: a new client trades in demo, sees every open position with its countdown, each result arrives, messages belong to their attempt', async () => {
    await newClientAt(1280, 900);

    // Demo on the first sign-in: the real balance is 0 and nothing was chosen.
    await page.locator('[data-testid="mode-toggle"][data-mode="demo"]').waitFor();
    expect(await page.getByTestId('trade-mode-chip').textContent()).toBe('Demo');
    await page.getByTestId('open-positions-empty').waitFor();
    await shots('empty');
    expect(await seriousViolations(page, SCREEN)).toEqual([]);

    // The trade form comes first in the page's tab order: before the History link and the chart.
    const reached: string[] = [];
    await page.evaluate('document.activeElement && document.activeElement.blur()');
    for (let i = 0; i < 60 && !reached.includes('trade-amount'); i++) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate<string>(
          `(() => { const e = document.activeElement; if (!e) return ''; if (e.closest('.quick-trading__chart')) return 'chart'; if (e.closest('.quick-trading__side')) return 'side:' + (e.textContent || '').trim(); return e.getAttribute('data-testid') || (e.textContent || '').trim(); })()`,
        ),
      );
    }
    expect(reached).toContain('trade-amount');
    expect(reached.filter((r) => r === 'chart' || r.startsWith('side:'))).toEqual([]);

    // The shortcuts are announced and shown in the tooltips.
    expect(await page.getByTestId('trade-buy').getAttribute('aria-keyshortcuts')).toBe('B');
    expect(await page.getByTestId('trade-buy').getAttribute('title')).toBe('Buy (B)');
    expect(await page.getByTestId('trade-sell').getAttribute('aria-keyshortcuts')).toBe('S');
    expect(await page.getByTestId('trade-sell').getAttribute('title')).toBe('Sell (S)');

    // The preview in the one payout vocabulary: a stake of 25 at 75 % makes 18.75, paying 43.75.
    await page.getByTestId('trade-amount').fill('25');
    await page.getByTestId('trade-option').selectOption('1');
    expect(await page.getByTestId('trade-potential-buy').textContent()).toBe('Profit if right: $18.75 (75%)');
    expect(await page.getByTestId('trade-payout-buy').textContent()).toBe('Payout: $43.75');
    await page.getByTestId('trade-amount').fill('10000');
    expect(await page.getByTestId('trade-payout-buy').textContent()).toBe('Payout: $17,500.00');
    await page.getByTestId('trade-amount').fill('10');

    // The first trade succeeds in demo; its countdown starts at its duration, never one above.
    const short = await buy(SHORT);
    expect(seconds((await countdownOf(short).textContent()) ?? '')).toBeLessThanOrEqual(SHORT);
    // The success message goes away by itself.
    await page.getByTestId('trade-success').waitFor({ state: 'detached', timeout: 10_000 });

    // 1 day, 1 hour (by the B key) and 1 minute (a Sell, by the S key): all three listed with countdowns, beside the short one or its result.
    const day = await buy(86400);
    const hour = await buy(3600, 'key');
    const minute = await buy(60, 'key', 'Sell');
    for (const [id, duration] of [
      [day, 86400],
      [hour, 3600],
      [minute, 60],
    ] as const) {
      const left = seconds((await countdownOf(id).textContent()) ?? '');
      expect(left).toBeLessThanOrEqual(duration);
      expect(left).toBeGreaterThan(duration - 30);
      const row = page.locator(`[data-testid="open-position"][data-trade-id="${id}"]`);
      expect(await row.getByTestId('position-stake').textContent()).toBe('$10.00');
      expect(await row.getByTestId('position-open-price').textContent()).toMatch(/\d/);
      expect(['in', 'out', 'at']).toContain(await row.getAttribute('data-moneyness'));
      expect(await row.getByTestId('position-moneyness').textContent()).toMatch(/money|open price/);
    }

    // The short trade settles: out of the open positions, into the results, and a toast that leaves the balances visible.
    await page.locator(`[data-testid="open-position"][data-trade-id="${short}"]`).waitFor({ state: 'detached', timeout: 15_000 });
    const result = page.locator(`[data-testid="recent-trade"][data-trade-id="${short}"]`);
    await result
      .getByTestId('trade-status')
      .filter({ hasText: /^(Won|Lost|Draw)$/ })
      .waitFor();
    const toast = page.locator('.Toastify__toast').filter({ hasText: 'EUR/USD Buy $10.00' }).first();
    await toast.waitFor();
    await shots('positions');
    const toastBox = await box(toast);
    for (const balance of ['balance', 'demo-balance']) expect(overlaps(toastBox, await box(page.getByTestId(balance)))).toBe(false);
    expect(await openRows().count()).toBe(3);
    expect(await seriousViolations(page, SCREEN)).toEqual([]);
    // The open positions start on the first screen, once the success message has gone, and each of
    // them is in the page when scrolled to (the form above them grew with presets and Repeat).
    await page.getByTestId('trade-success').waitFor({ state: 'detached', timeout: 10_000 });
    expect((await box(page.getByTestId('open-positions'))).y).toBeLessThan(900);
    for (const id of [day, hour, minute]) {
      const position = page.locator(`[data-testid="open-position"][data-trade-id="${id}"]`);
      await position.scrollIntoViewIfNeeded();
      const b = await box(position);
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.y + b.height).toBeLessThanOrEqual(900);
    }
    await page.evaluate('window.scrollTo(0, 0)');
    await shots('positions-settled');

    // Live mode with no real money: the refusal offers a way forward, and a symbol switch clears it.
    await page.getByTestId('mode-toggle').click();
    await page.locator('[data-testid="mode-toggle"][data-mode="real"]').waitFor();
    await page.getByTestId('trade-sell').click();
    const refusal = page.getByTestId('trade-error').filter({ hasText: 'Insufficient balance for this trade' });
    await refusal.waitFor();
    // Said once: not again under the amount.
    expect(await page.locator('.trade-form .field__error').count()).toBe(0);
    expect(await page.getByTestId('trade-deposit-link').getAttribute('href')).toBe('/user/deposit');
    await page.getByTestId('trade-switch-demo').waitFor();
    await shots('insufficient');
    await chooseInstrument(page, 'GBPUSD');
    await refusal.waitFor({ state: 'detached' });
    // Again, then Switch to demo: the mode changes and the message goes with it.
    await page.getByTestId('trade-sell').click();
    await refusal.waitFor();
    await page.getByTestId('trade-switch-demo').click();
    await page.locator('[data-testid="mode-toggle"][data-mode="demo"]').waitFor();
    await refusal.waitFor({ state: 'detached' });
    expect(await openRows().count()).toBe(3);
  });

  it('at 390 x 844: price, chart and Buy/Sell on one screen, the first trade succeeds in demo, toasts stay off the balances', async () => {
    await newClientAt(390, 844);
    await page.locator('[data-testid="mode-toggle"][data-mode="demo"]').waitFor();

    // Without scrolling: the price, the chart area and both buttons inside the viewport, above the bottom navigation.
    expect(await page.evaluate('window.scrollY')).toBe(0);
    const navTop = (await page.locator('.bottom-nav').boundingBox())?.y ?? 844;
    for (const id of ['live-price', 'trading-chart-area', 'trade-buy', 'trade-sell']) {
      const b = await box(page.getByTestId(id));
      expect({ id, top: b.y >= 0, bottom: b.y + b.height <= navTop }).toEqual({ id, top: true, bottom: true });
    }
    expect((await box(page.getByTestId('trading-chart-area'))).height).toBeGreaterThanOrEqual(180);
    await shots('phone');
    expect(await seriousViolations(page, SCREEN)).toEqual([]);

    const short = await buy(SHORT);
    expect(seconds((await countdownOf(short).textContent()) ?? '')).toBeLessThanOrEqual(SHORT);
    const toast = page.locator('.Toastify__toast').filter({ hasText: 'EUR/USD Buy $10.00' }).first();
    await toast.waitFor({ timeout: 15_000 });
    await toast.hover(); // holds it (pauseOnHover) for the picture
    await page.screenshot({ path: join(SCREENSHOTS, 'trading-screen-phone-toast-390-dark.png') });
    const toastBox = await box(toast);
    for (const balance of ['balance', 'demo-balance']) expect(overlaps(toastBox, await box(page.getByTestId(balance)))).toBe(false);
    await page.locator(`[data-testid="recent-trade"][data-trade-id="${short}"]`).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'trading-screen-phone-full-390-dark.png'), fullPage: true });
  });
});
