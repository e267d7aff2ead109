import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import type { TradeDto } from '../../server/src/contracts/trading';
import { box, launchBrowser, seriousViolations, signIn, until } from '../support/browser';
import { chooseInstrument } from '../support/instrument-picker';
import { startStack, type Stack } from '../support/stack';
import { stackApi } from '../support/stack-api';

/**
 * The trading screen, round two (issue 26), at 390 and 1280 px in both themes. On a phone a trade's
 * message never pushes Buy and Sell under the bottom bar: they stay docked above it, and the chart
 * (at least 40 % of the screen) and the open positions stay reachable; the library's logo is off the
 * candles and the current price is tagged inside the plot, off the price axis. A new browser starts on
 * EUR/USD; the instrument, category and duration survive a reload. The instrument picker searches by
 * symbol or name, lists favourites first (stars kept per browser) and shows each instrument's payout
 * for the chosen option, by keyboard too. Presets and − / + set the stake within its limits; Repeat
 * places the last trade again, identically. The chart switches to a line and adds SMA, EMA,
 * Bollinger bands and an RSI pane, remembered. No serious axe finding at any step.
 */
jest.setTimeout(180_000);

const SCREENSHOTS = join(__dirname, '..', '..', '.test-artifacts', 'screenshots');
const SCREEN = 'document';

describe('the trading screen, round two', () => {
  let stack: Stack;
  let api: ReturnType<typeof stackApi>;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page;

  const shots = async (name: string) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.waitForTimeout(150); // the chart repaints its canvas with the theme's colours
      const width = page.viewportSize()?.width;
      await page.screenshot({ path: join(SCREENSHOTS, `trading-round-two-${name}-${width}-${colorScheme}.png`) });
    }
  };
  /** axe over the page in both themes. */
  const axeClean = async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.waitForTimeout(300); // buttons' colour transitions (0.15 s) end before contrast is measured
      expect(await seriousViolations(page, SCREEN)).toEqual([]);
    }
  };

  /** A brand-new client signed in on a fresh browser (empty local storage) at this size. */
  async function newClientAt(width: number, height: number) {
    const client = await api.newClient('Rona', 'Round');
    await context?.close();
    context = await browser.newContext({ viewport: { width, height } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, stack.url, client);
    await page.waitForURL('**/user/home');
    await page.getByTestId('live-price').filter({ hasText: /\d/ }).waitFor();
    await page.locator('[data-testid="mode-toggle"][data-mode="demo"]').waitFor();
    await chartLoaded();
    return client;
  }

  const chartLoaded = (symbol?: string) =>
    page.locator(`[data-testid="trading-chart"]${symbol ? `[data-symbol="${symbol}"]` : ''}[data-loaded="true"]`).waitFor();
  const amount = async () => Number(await page.getByTestId('trade-amount').inputValue());
  const optionSymbols = () => page.getByTestId('instrument-option').evaluateAll((els) => els.map((e) => e.getAttribute('data-symbol')));
  const demoTrades = async (token: string) => (await api.call<ApiEnvelope<TradeDto[]>>('/trading?mode=demo', { token })).data;
  /** The element drawn at a box's centre is inside it: nothing (the dock, the bottom bar) covers it. */
  const uncovered = async (selector: string) =>
    page.evaluate<boolean>(
      `(() => { const e = document.querySelector(${JSON.stringify(selector)}); const r = e.getBoundingClientRect(); const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2); return Boolean(top && e.contains(top)); })()`,
    );

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    stack = await startStack({ durations: '3,60,300' });
    api = stackApi(stack);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
  });

  afterEach(async () => {
    await page?.screenshot({ path: join(SCREENSHOTS, 'trading-round-two-last.png'), fullPage: true }).catch(() => undefined);
  });

  it('at 390 x 844: Buy/Sell, the chart (40 % of the screen) and the open positions stay reachable after a trade; no logo on the candles, the price tag off the axis', async () => {
    await newClientAt(390, 844);
    const viewport = 844;

    // A new browser starts on a major pair.
    expect(await page.getByTestId('trade-symbol').getAttribute('data-symbol')).toBe('EURUSD');
    expect(await page.getByTestId('trade-category').inputValue()).toBe('Currencies');

    // The plot is at least 40 % of the screen's height; the library's logo is gone, credited by a link under the chart.
    expect((await box(page.getByTestId('trading-chart-plot'))).height).toBeGreaterThanOrEqual(0.4 * viewport);
    expect(await page.locator('.trading-chart a#tv-attr-logo').count()).toBe(0);
    expect(await page.getByTestId('chart-attribution').getAttribute('href')).toBe('https://www.tradingview.com/');

    // The current price is tagged inside the plot, left of the price axis.
    const tag = await box(page.getByTestId('chart-price-tag'));
    const axisLeft = await page.evaluate<number>(
      `document.querySelector('.trading-chart .chart__canvas table tr').lastElementChild.getBoundingClientRect().left`,
    );
    expect(tag.x + tag.width).toBeLessThanOrEqual(axisLeft + 1);
    await shots('phone');
    await axeClean();

    // A trade: its message shows in the dock above Buy and Sell, which stay above the bottom bar, uncovered.
    await page.getByTestId('trade-buy').click();
    const success = page.getByTestId('trade-success');
    await success.waitFor();
    const navTop = (await box(page.locator('.bottom-nav'))).y;
    for (const id of ['trade-buy', 'trade-sell']) {
      const b = await box(page.getByTestId(id));
      expect({ id, top: b.y >= 0, aboveBar: b.y + b.height <= navTop }).toEqual({ id, top: true, aboveBar: true });
      expect(await uncovered(`[data-testid="${id}"]`)).toBe(true);
    }
    expect((await box(success)).y + (await box(success)).height).toBeLessThanOrEqual((await box(page.getByTestId('trade-buy'))).y);
    const position = page.getByTestId('open-position').first();
    await position.waitFor();
    await shots('phone-traded');
    await axeClean();

    // The open position scrolls into view clear of the dock; so does the last card, and the chart is back at the top.
    await position.scrollIntoViewIfNeeded();
    expect(await uncovered('[data-testid="open-position"]')).toBe(true);
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    const dockTop = (await box(page.getByTestId('trade-dock'))).y;
    const side = await box(page.locator('.quick-trading__side'));
    expect(side.y + side.height).toBeLessThanOrEqual(dockTop + 1);
    await shots('phone-scrolled');
    await page.evaluate('window.scrollTo(0, 0)');
    expect(await uncovered('[data-testid="trading-chart-plot"]')).toBe(true);
  });

  it('at 1280 x 900: search, favourites, payouts, remembered choices, presets and steps, repeat last trade, line chart and indicators', async () => {
    const client = await newClientAt(1280, 900);
    await shots('desktop');
    await axeClean();

    // Search by symbol or name, in every category; each instrument shows the chosen option's payout.
    const trigger = page.getByTestId('trade-symbol');
    await trigger.click();
    const search = page.getByTestId('instrument-search');
    await search.fill('usd/j');
    expect(await optionSymbols()).toEqual(['USDJPY']);
    await search.fill('btc');
    expect(await optionSymbols()).toEqual(['BCHBTC', 'BTCUSD']);
    for (const text of await page.getByTestId('instrument-payout').allTextContents()) expect(text).toContain('Buy 75% · Sell 3%');
    await shots('picker');
    await axeClean();
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('instrument-picker').count()).toBe(0);
    await page.getByTestId('trade-option').selectOption('5');
    await trigger.click();
    for (const text of await page.getByTestId('instrument-payout').allTextContents()) expect(text).toContain('Buy 1% · Sell 61%');

    // By keyboard: type, arrow down, Enter picks; focus goes back to the field.
    await search.fill('eur');
    expect(await optionSymbols()).toEqual(['EURUSD', 'EURGBP', 'EURJPY']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await search.getAttribute('aria-activedescendant')).toBe(
      await page.locator('[data-testid="instrument-option"][data-symbol="EURJPY"]').getAttribute('id'),
    );
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="trade-symbol"][data-symbol="EURJPY"]').waitFor();
    expect(await page.evaluate<string | null>(`document.activeElement && document.activeElement.getAttribute('data-testid')`)).toBe('trade-symbol');

    // Favourites: a star by keyboard (Tab from the search reaches the highlighted one), listed first, and as a filter.
    await trigger.click();
    await search.fill('gbp');
    expect(await optionSymbols()).toEqual(['GBPUSD', 'EURGBP']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    expect(await page.evaluate<string | null>(`document.activeElement && document.activeElement.getAttribute('data-symbol')`)).toBe('EURGBP');
    await page.keyboard.press('Space');
    expect(await page.locator('[data-testid="instrument-star"][data-symbol="EURGBP"]').getAttribute('aria-pressed')).toBe('true');
    // Inside the picker B and S are keys, not trades.
    await page.keyboard.press('b');
    await page.waitForTimeout(300);
    expect(await page.getByTestId('trade-success').count()).toBe(0);
    expect(await optionSymbols()).toEqual(['EURGBP', 'GBPUSD']);
    await search.fill('');
    expect((await optionSymbols())[0]).toBe('EURGBP');
    await page.getByTestId('instrument-favourites-only').click();
    expect(await optionSymbols()).toEqual(['EURGBP']);
    await shots('favourites');
    await axeClean();
    await page.keyboard.press('Escape');

    // BTC/USD for 5 minutes: a reload keeps the instrument, its category, the duration and the favourite.
    await chooseInstrument(page, 'BTCUSD');
    await page.getByTestId('trade-duration').selectOption('300');
    await page.reload();
    await chartLoaded('BTCUSD');
    expect(await trigger.getAttribute('data-symbol')).toBe('BTCUSD');
    expect(await page.getByTestId('trade-category').inputValue()).toBe('Cryptocurrency');
    expect(await page.getByTestId('trade-duration').inputValue()).toBe('300');
    expect(await page.getByTestId('trade-option').inputValue()).toBe('5');
    await trigger.click();
    expect((await optionSymbols())[0]).toBe('EURGBP');
    await page.keyboard.press('Escape');
    // Another category opens on its first instrument, a favourite first.
    await page.getByTestId('trade-category').selectOption('Currencies');
    await page.locator('[data-testid="trade-symbol"][data-symbol="EURGBP"]').waitFor();
    await chooseInstrument(page, 'BTCUSD');

    // Presets and steps, within the amount rules.
    await page.locator('[data-testid="stake-preset"][data-amount="25"]').click();
    expect(await amount()).toBe(25);
    expect(await page.locator('[data-testid="stake-preset"][data-amount="25"]').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('stake-plus').click();
    expect(await amount()).toBe(30);
    await page.getByTestId('stake-minus').click();
    await page.getByTestId('stake-minus').click();
    expect(await amount()).toBe(20);
    await page.locator('[data-testid="stake-preset"][data-amount="1"]').click();
    expect(await page.getByTestId('stake-minus').isDisabled()).toBe(true);
    await page.getByTestId('trade-amount').fill('12.34');
    await page.getByTestId('stake-plus').click();
    expect(await amount()).toBe(15);

    // Repeat last trade: off until a trade of this mode, then the same trade again.
    const repeat = page.getByTestId('trade-repeat');
    expect(await repeat.isDisabled()).toBe(true);
    await page.getByTestId('trade-option').selectOption('3');
    await page.getByTestId('trade-sell').click();
    await page.getByTestId('trade-success').waitFor();
    await until('Repeat enabled', async () => !(await repeat.isDisabled()));
    expect(await page.getByTestId('trade-repeat-detail').textContent()).toBe('Sell BTC/USD $15.00 · 5 min · 13%');
    // The form moves on; Repeat still places the last trade as it was.
    await chooseInstrument(page, 'EURUSD');
    await page.locator('[data-testid="stake-preset"][data-amount="5"]').click();
    await page.getByTestId('trade-option').selectOption('1');
    await page.getByTestId('trade-success').waitFor({ state: 'detached' });
    await repeat.click();
    await page.getByTestId('trade-success').waitFor();
    let trades: TradeDto[] = [];
    await until('two trades', async () => (trades = await demoTrades(client.token)).length === 2);
    const same = (t: TradeDto) => ({
      symbol: t.symbol,
      trading_type: t.trading_type,
      trade_mode: t.trade_mode,
      amount: t.amount,
      strike_rate: t.strike_rate,
      duration: t.duration,
    });
    expect(same(trades[0])).toEqual({ symbol: 'BTCUSD', trading_type: 'Cryptocurrency', trade_mode: 'Sell', amount: 15, strike_rate: 3, duration: 300 });
    expect(same(trades[1])).toEqual(same(trades[0]));
    expect(trades[0].trade_id).not.toBe(trades[1].trade_id);
    await shots('repeated');
    await axeClean();

    // A line chart with SMA, EMA, Bollinger bands and an RSI pane; all remembered.
    const chart = page.getByTestId('trading-chart');
    await page.locator('[data-testid="chart-style"][data-style="line"]').click();
    await page.locator('[data-testid="trading-chart"][data-style="line"]').waitFor();
    await page.getByTestId('chart-indicators').click();
    for (const name of ['sma', 'ema', 'bollinger', 'rsi']) await page.getByTestId(`indicator-${name}`).check();
    await page.getByTestId('indicator-sma-period').selectOption('50');
    await shots('indicators-menu');
    await axeClean();
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('chart-indicators-panel').isHidden()).toBe(true);
    const legend = () => page.locator('[data-testid="chart-legend"] li').allTextContents();
    expect(await legend()).toEqual(['SMA 50', 'EMA 50', 'BB 20, 2', 'RSI 14 (30/70)']);
    const panes = () => chart.evaluate((el) => [...el.querySelectorAll('.chart__canvas table tr')].filter((tr) => tr.children.length === 3).length - 1);
    expect(await panes()).toBe(2);
    await shots('indicators');
    await axeClean();
    await page.reload();
    await chartLoaded('EURUSD');
    expect(await chart.getAttribute('data-style')).toBe('line');
    expect(await legend()).toEqual(['SMA 50', 'EMA 50', 'BB 20, 2', 'RSI 14 (30/70)']);
    expect(await panes()).toBe(2);
    // Off again: candles, no legend, one pane.
    await page.locator('[data-testid="chart-style"][data-style="candles"]').click();
    await page.getByTestId('chart-indicators').click();
    for (const name of ['sma', 'ema', 'bollinger', 'rsi']) await page.getByTestId(`indicator-${name}`).uncheck();
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('chart-legend').count()).toBe(0);
    expect(await panes()).toBe(1);
    expect(await chart.getAttribute('data-style')).toBe('candles');
  });
});
