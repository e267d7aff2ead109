import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Redis from 'ioredis';
import type { Browser, BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { launchBrowser, seriousViolations, signIn, until } from '../support/browser';
import { TEST_REDIS_URL } from '../support/test-database';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * DESIGN "Trust: ... no trade opens on an old price" on the trading screen. With the price feed paused
 * the price shows as stale within a couple of seconds and Buy and Sell pause with the reason beside them;
 * the next fresh tick brings both back by themselves. A click while the API cannot be reached answers in
 * words, never the browser's ("Failed to fetch"). Without a connection the header says Reconnecting…,
 * then Offline once 10 s have passed, and trading is paused; back to Live, and trading, on reconnect.
 */
jest.setTimeout(180_000);

const SCREENSHOTS = join(__dirname, '..', '..', '.test-artifacts', 'screenshots');
const NO_CONNECTION = 'No connection to the server. Check your connection and try again.';
/** What browsers say of a request that got no answer, and a programming error's prefix: never for people. */
const RAW_BROWSER_TEXT = /Failed to fetch|NetworkError when attempting|Load failed|TypeError/;
const OFFLINE_AFTER_MS = 10_000;

describe('the trading screen with a stale price and without a connection', () => {
  let app: TestApp;
  let redis: Redis;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** While true, the page's sockets cannot reach the server (the server and the network are fine). */
  let socketsBlocked = false;
  const pageSockets: WebSocketRoute[] = [];
  const submits: string[] = [];

  const feedPaused = () => `${app.prefix}:feed:paused`;
  const buy = () => page.getByTestId('trade-buy');
  const sell = () => page.getByTestId('trade-sell');
  const indicator = () => page.getByTestId('connection-status');
  const connection = async () => (await indicator().getAttribute('data-state')) ?? '';
  const bodyText = () => page.locator('body').innerText();

  const shots = async (name: string) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const colorScheme of ['dark', 'light'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.screenshot({ path: join(SCREENSHOTS, `stale-price-${name}-${width}-${colorScheme}.png`) });
      }
    }
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  /** Live, a fresh price, Buy and Sell usable and no pause said. */
  async function tradingOn(timeoutMs = 10_000) {
    await page.locator('[data-testid="trading-price"][data-fresh="true"]').waitFor({ timeout: timeoutMs });
    await until('Buy and Sell to be enabled', async () => (await buy().isEnabled()) && (await sell().isEnabled()), timeoutMs);
    expect(await connection()).toBe('live');
    expect(await page.getByTestId('price-stale').count()).toBe(0);
    expect(await page.getByTestId('trade-paused').count()).toBe(0);
    expect(await buy().getAttribute('aria-describedby')).toBeNull();
  }

  /** Buy and Sell disabled, the reason shown above them and named as their description. */
  async function tradingPaused(reason: string, text: string) {
    const note = page.getByTestId('trade-paused');
    await note.filter({ hasText: text }).waitFor();
    expect(await note.getAttribute('data-reason')).toBe(reason);
    expect(await page.getByTestId('trade-paused-announcer').textContent()).toBe(text);
    for (const button of [buy(), sell()]) {
      expect(await button.isDisabled()).toBe(true);
      expect(await button.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
    }
  }

  /** What the trading screen shows while the feed publishes nothing. */
  async function pausedFeedOnScreen() {
    const pausedAt = Date.now();
    await page.getByTestId('price-stale').waitFor({ timeout: 5_000 });
    expect(Date.now() - pausedAt).toBeLessThan(5_000);
    expect(await page.getByTestId('price-stale').textContent()).toBe('Price stale');
    expect(await page.getByTestId('live-price').getAttribute('data-stale')).toBe('true');
    await tradingPaused('stale-price', 'Trading paused: waiting for a fresh price');
    // The socket is fine: only the price is old.
    expect(await connection()).toBe('live');

    // Frozen, and neither a click nor the B key sends a trade.
    const frozen = await page.getByTestId('live-price').textContent();
    await buy().click({ force: true });
    await page.evaluate('document.activeElement && document.activeElement.blur()');
    await page.keyboard.press('b');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await page.getByTestId('live-price').textContent()).toBe(frozen);
    expect(submits).toEqual([]);
    expect(await page.getByTestId('trade-error').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await shots('stale');
    // The phone: the reason and both buttons on the first screen, above the bottom navigation.
    await page.setViewportSize({ width: 390, height: 844 });
    const navTop = (await page.locator('.bottom-nav').boundingBox())?.y ?? 844;
    for (const id of ['price-stale', 'trade-paused', 'trade-buy', 'trade-sell']) {
      const box = (await page.getByTestId(id).boundingBox())!;
      expect({ id, inView: box.y >= 0 && box.y + box.height <= navTop }).toEqual({ id, inView: true });
    }
    expect(await page.evaluate<boolean>('document.documentElement.scrollWidth > document.documentElement.clientWidth')).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    app = await startTestApp({ durations: '60,3600' });
    await app.pricesFlowing();
    redis = new Redis(TEST_REDIS_URL);
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Every socket of the page passes here: relayed to the server, or refused while blocked.
    await context.routeWebSocket(/\/socket\.io\//, (ws) => {
      if (socketsBlocked) return ws.close();
      ws.connectToServer();
      pageSockets.push(ws);
    });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('request', (req) => {
      if (req.url().includes('/api/trading/submit')) submits.push(req.url());
    });
    const user = await app.newUser();
    await signIn(page, app.url, user);
    await page.waitForURL('**/user/home');
    await page.locator('[data-testid="mode-toggle"][data-mode="demo"]').waitFor();
    await page.getByTestId('live-price').filter({ hasText: /\d/ }).waitFor();
  });

  afterAll(async () => {
    await redis?.del(feedPaused()).catch(() => undefined);
    redis?.disconnect();
    await context?.close();
    await browser?.close();
    await app?.close();
  });

  afterEach(async () => {
    await page?.screenshot({ path: join(SCREENSHOTS, 'stale-price-last.png'), fullPage: true }).catch(() => undefined);
  });

  it('the feed paused: the price turns stale within seconds, Buy and Sell pause with the reason, and come back by themselves', async () => {
    await tradingOn();

    await redis.set(feedPaused(), '1');
    try {
      await pausedFeedOnScreen();
    } finally {
      await redis.del(feedPaused());
    }

    // A fresh tick: trading is back without a touch, and a trade goes through.
    await tradingOn(5_000);
    expect(await page.getByTestId('live-price').getAttribute('data-stale')).toBeNull();
    await buy().click();
    await page.getByTestId('trade-success').waitFor();
    expect(submits).toHaveLength(1);
  });

  it('a click while the API cannot be reached says so in words, never in the browser’s', async () => {
    await tradingOn();
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    try {
      await page.getByTestId('trade-amount').fill('11');
      await buy().click();
      await page.getByTestId('trade-error').filter({ hasText: NO_CONNECTION }).waitFor();
      expect(await bodyText()).not.toMatch(RAW_BROWSER_TEXT);
    } finally {
      await page.unroute('**/api/**');
    }
    // The message belongs to that attempt: a new amount clears it.
    await page.getByTestId('trade-amount').fill('10');
    await page.getByTestId('trade-error').waitFor({ state: 'detached' });
  });

  it('without a connection: Reconnecting…, Offline after 10 s, trading paused; Live and trading again once back', async () => {
    await tradingOn();
    await page.screenshot({ path: join(SCREENSHOTS, 'stale-price-live-1280-dark.png') });
    const submitted = submits.length;

    // The server stops answering the page's socket (polling and websocket alike); the browser's network stays up.
    socketsBlocked = true;
    await page.route('**/socket.io/**', (route) => route.abort('connectionrefused'));
    const droppedAt = Date.now();
    await Promise.all(pageSockets.splice(0).map((ws) => ws.close()));

    await until('the header to say Reconnecting…', async () => (await connection()) === 'reconnecting', 5_000);
    expect(await indicator().textContent()).toBe('Reconnecting…');
    await tradingPaused('no-connection', 'Trading paused: no connection');

    // Nothing a click or key does while the connection is down shows a browser's words, nor sends a trade.
    await buy().click({ force: true });
    await page.evaluate('document.activeElement && document.activeElement.blur()');
    await page.keyboard.press('s');
    expect(submits).toHaveLength(submitted);
    expect(await bodyText()).not.toMatch(RAW_BROWSER_TEXT);

    await until('the header to say Offline', async () => (await connection()) === 'offline', OFFLINE_AFTER_MS + 5_000);
    const offlineAfter = Date.now() - droppedAt;
    expect(offlineAfter).toBeGreaterThanOrEqual(OFFLINE_AFTER_MS - 500);
    expect(offlineAfter).toBeLessThan(OFFLINE_AFTER_MS + 4_000);
    expect(await indicator().textContent()).toBe('Offline');
    expect(await indicator().getAttribute('role')).toBe('status');
    await tradingPaused('no-connection', 'Trading paused: no connection');
    expect(await seriousViolations(page)).toEqual([]);
    await shots('offline');

    // Moving about the app while offline: still no browser's words.
    await page.locator('a[href="/user/trade-history"]:visible').first().click();
    await page.waitForURL('**/user/trade-history');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await bodyText()).not.toMatch(RAW_BROWSER_TEXT);
    await page.locator('a[href="/user/home"]:visible').first().click();
    await page.waitForURL('**/user/home');

    // The server reachable again: Live, a fresh price and Buy and Sell, without a reload.
    socketsBlocked = false;
    await page.unroute('**/socket.io/**');
    await until('the header to say Connected', async () => (await connection()) === 'live', 15_000);
    expect(await indicator().textContent()).toBe('Connected');
    await tradingOn(5_000);
    expect(await bodyText()).not.toMatch(RAW_BROWSER_TEXT);
  });
});
