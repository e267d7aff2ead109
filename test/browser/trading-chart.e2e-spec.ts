import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import type { Browser, BrowserContext, Page, Route, WebSocketRoute } from 'playwright-core';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import type { SubmitTradeResponse } from '../../server/src/contracts/trading';
import { launchBrowser, seriousViolations, signIn, until } from '../support/browser';
import { chooseInstrument } from '../support/instrument-picker';
import { startStack, type Stack } from '../support/stack';
import { stackApi } from '../support/stack-api';
import { demoTrade } from '../support/trades';

/**
 * The trading screen's chart in a real browser against the built app and API: three open demo trades
 * of different durations on BTC/USD appear on the chart live (an entry line and an expiry marker each,
 * the same in words), with their direction and in/out of the money; the one that settles goes; the
 * timeframe buttons ask the API for that interval and redraw, the choice remembered; a loading state
 * while candles load, an error with Try again, history fetched again after a reconnect; a theme
 * change recolours the canvas; TradingView credited by a link, not a logo over the candles. At 1280 and 390 px,
 * screenshots kept.
 */
jest.setTimeout(150_000);

const SCREENSHOTS = join(__dirname, '..', '..', '.test-artifacts', 'screenshots');
const CHART = `{ include: [['.trading-chart']] }`;
const SHORT = 30;

/** Pixels the chart's canvases draw close to pure blue, a colour the app never uses (a probe for the theme's colours). */
const BLUE_PIXELS = `[...document.querySelectorAll('.trading-chart .chart__canvas canvas')].reduce((sum, c) => {
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  let n = 0;
  for (let i = 0; i < d.length; i += 4) if (d[i] < 40 && d[i + 1] < 40 && d[i + 2] > 215 && d[i + 3] > 200) n++;
  return sum + n;
}, 0)`;

describe('trading chart in the browser', () => {
  let stack: Stack;
  let api: ReturnType<typeof stackApi>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const candleRequests: string[] = [];
  /** The page's socket.io connections, passed through to the server; closing one drops the page's connection. */
  const sockets: WebSocketRoute[] = [];

  const shot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `trading-chart-${name}.png`), fullPage: true });
  const chart = () => page.getByTestId('trading-chart');
  const positions = () => page.getByTestId('chart-position');
  const loadedAt = (interval: string, symbol = 'BTCUSD') =>
    page.locator(`[data-testid="trading-chart"][data-symbol="${symbol}"][data-interval="${interval}"][data-loaded="true"]`).waitFor();
  /** The trades are on BTC/USD; the screen opens on another instrument. */
  const showBtc = async (interval: string) => {
    await chooseInstrument(page, 'BTCUSD');
    await loadedAt(interval);
  };

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    stack = await startStack({ durations: `2,${SHORT},120,3600` });
    api = stackApi(stack);
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      ws.connectToServer();
      sockets.push(ws);
    });
    page.on('request', (r) => {
      if (r.url().includes('/api/market/candles')) candleRequests.push(r.url());
    });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
  });

  afterEach(async () => {
    await shot('last').catch(() => undefined);
  });

  it('marks each open trade with its direction and state, drops the settled one, switches timeframes and shows loading', async () => {
    const client = await api.newClient('Chao', 'Chartwell');
    await signIn(page, stack.url, client);
    const toggle = page.getByTestId('mode-toggle');
    await toggle.waitFor();
    if ((await toggle.getAttribute('data-mode')) !== 'demo') await toggle.click();
    await page.locator('[data-testid="mode-toggle"][data-mode="demo"]').waitFor();
    await page.goto(`${stack.url}/user/home`);
    await showBtc('1m');
    expect(await positions().count()).toBe(0);

    // Three trades of different durations, placed elsewhere (the API): they arrive on the chart live.
    const place = async (over: Record<string, unknown>) =>
      (await api.call<ApiEnvelope<SubmitTradeResponse>>('/trading/submit', { method: 'POST', token: client.token, json: demoTrade(over) })).data.trade;
    const short = await place({ duration: SHORT, trade_mode: 'Buy' });
    const mid = await place({ duration: 120, trade_mode: 'Sell' });
    const long = await place({ duration: 3600, trade_mode: 'Buy', amount: 25 });
    await positions().nth(2).waitFor({ state: 'attached' });
    expect(await positions().count()).toBe(3);

    // Open prices 1 % from the market (minutes of its moves) make each state certain: the short Buy and the Sell in the money, the long Buy out of it.
    const db = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
    await db.query('UPDATE trades SET open_price = round(open_price * 0.99, 2) WHERE id = $1', [short.trade_id]);
    await db.query('UPDATE trades SET open_price = round(open_price * 1.01, 2) WHERE id = ANY($1)', [[mid.trade_id, long.trade_id]]);
    await db.end();
    await page.reload();
    await showBtc('1m');
    await positions().nth(2).waitFor({ state: 'attached' });

    const expected = [
      { id: short.trade_id, direction: 'Buy', state: 'in', words: 'in the money' },
      { id: mid.trade_id, direction: 'Sell', state: 'in', words: 'in the money' },
      { id: long.trade_id, direction: 'Buy', state: 'out', words: 'out of the money' },
    ];
    const read = async () =>
      positions().evaluateAll((els) =>
        els.map((e) => ({
          id: Number(e.getAttribute('data-trade-id')),
          direction: e.getAttribute('data-direction'),
          state: e.getAttribute('data-state'),
          text: e.textContent ?? '',
        })),
      );
    const shown = await read();
    expect(shown.map(({ id, direction, state }) => ({ id, direction, state }))).toEqual(expected.map(({ id, direction, state }) => ({ id, direction, state })));
    for (const [i, item] of shown.entries()) {
      expect(item.text).toMatch(new RegExp(`^${expected[i].direction} BTC/USD at \\d{1,3}(,\\d{3})*\\.\\d\\d, expires [^,]+, ${expected[i].words}$`));
    }
    // An expiry marker each over the canvas; the 1 h one waits at the right edge.
    await until('three expiry markers', async () => (await page.locator('.chart-expiry__marker').count()) === 3);
    expect(await page.locator('.chart-expiry__marker[data-offscreen="right"]').count()).toBeGreaterThanOrEqual(1);

    // No logo over the candles: TradingView is credited by a link under the chart; nothing serious for axe in the chart.
    expect(await chart().locator('a#tv-attr-logo').count()).toBe(0);
    expect(await chart().getByTestId('chart-attribution').getAttribute('href')).toBe('https://www.tradingview.com/');
    expect(await seriousViolations(page, CHART)).toEqual([]);
    await shot('positions-1280');

    // The phone: the five buttons fit on one row, the markers stay.
    await page.setViewportSize({ width: 390, height: 844 });
    await until('the chart resized', async () => (await chart().evaluate((e) => e.getBoundingClientRect().width)) < 390);
    const bar = page.locator('.chart-timeframes');
    const buttonTops = await bar.locator('button').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
    expect(new Set(buttonTops).size).toBe(1);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    expect(await page.locator('.chart-expiry__marker').count()).toBe(3);
    await shot('positions-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The 5 s timeframe asks for 5 s candles and redraws with them; the button says it is on.
    candleRequests.length = 0;
    await page.locator('[data-testid="chart-timeframe"][data-interval="5s"]').click();
    await loadedAt('5s');
    expect(candleRequests.some((u) => /[?&]interval=5s(&|$)/.test(u) && u.includes('symbol=BTCUSD'))).toBe(true);
    expect(await page.locator('[data-testid="chart-timeframe"][aria-pressed="true"]').getAttribute('data-interval')).toBe('5s');
    await until('markers on the 5 s chart', async () => (await page.locator('.chart-expiry__marker').count()) >= 2);
    await shot('5s-1280');

    // Remembered: a reload opens on 5 s. Candles held back show the loading state until they come.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = async (route: Route) => {
      await held;
      await route.continue();
    };
    await page.route('**/api/market/candles**', hold);
    candleRequests.length = 0;
    await page.reload();
    const loading = page.getByTestId('chart-loading');
    await loading.waitFor();
    expect(await loading.getAttribute('role')).toBe('status');
    expect(await chart().getAttribute('data-interval')).toBe('5s');
    await shot('loading-1280');
    release();
    await loading.waitFor({ state: 'detached' });
    expect(candleRequests.some((u) => u.includes('interval=5s'))).toBe(true);
    await page.unroute('**/api/market/candles**', hold);
    await showBtc('5s');

    // Candles that cannot be had: a note and Try again, which loads them once the API answers.
    const fail = (route: Route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service Unavailable' }) });
    await page.route('**/api/market/candles**', fail);
    await page.locator('[data-testid="chart-timeframe"][data-interval="15s"]').click();
    const error = chart().getByRole('alert');
    await error.waitFor();
    expect(await error.textContent()).toContain('Chart history is unavailable right now.');
    await shot('error-1280');
    await page.unroute('**/api/market/candles**', fail);
    await error.getByRole('button', { name: 'Try again' }).click();
    await loadedAt('15s');
    await error.waitFor({ state: 'detached' });

    // A dropped connection: once the socket is back, the chart asks for its candles again.
    await until('a live socket', async () => sockets.length > 0);
    const connections = sockets.length;
    candleRequests.length = 0;
    await sockets.at(-1)!.close();
    await until('the socket back', async () => sockets.length > connections);
    await until('the candles asked for again', async () => candleRequests.some((u) => /[?&]interval=15s(&|$)/.test(u)));
    await loadedAt('15s');

    // Light colour scheme: the chart follows.
    await page.emulateMedia({ colorScheme: 'light' });
    await shot('positions-1280-light');
    await page.emulateMedia({ colorScheme: 'dark' });

    // A theme switch on <html> recolours what the canvas draws (candles, entry lines): probed with pure blue.
    const blue = () => page.evaluate<number>(BLUE_PIXELS);
    expect(await blue()).toBe(0);
    await page.evaluate(`document.documentElement.style.setProperty('--buy-strong', '#0000ff')`);
    await until('the chart drawn in the new colour', async () => (await blue()) > 50);
    await shot('theme-probe-1280');
    await page.evaluate(`document.documentElement.style.removeProperty('--buy-strong')`);
    await until('the chart back in its colours', async () => (await blue()) === 0);

    // The short trade settles: its marker and its words go, the other two stay.
    await until('the short trade to leave the chart', async () => !(await read()).some((p) => p.id === short.trade_id), (SHORT + 15) * 1000);
    expect((await read()).map((p) => p.id)).toEqual([mid.trade_id, long.trade_id]);
    await until('two expiry markers', async () => (await page.locator('.chart-expiry__marker').count()) === 2);
    await shot('settled-1280');
  });
});
