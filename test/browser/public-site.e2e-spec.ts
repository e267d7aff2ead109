import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import type { LoginResponse } from '../../server/src/contracts/account';
import type { TradeDto } from '../../server/src/contracts/trading';
import { launchBrowser } from '../support/browser';
import { startStack, type Stack } from '../support/stack';
import { demoTrade } from '../support/trades';

/**
 * The public site in a real browser against the built app and API: every route at a phone and a
 * desktop width (one h1, the breadcrumb, no console error, no failed or outside request, no serious
 * axe-core violation, a screenshot), then the header, the login modal, the contact form, the live
 * ticker, a payout arriving live, the not-found page and both sides of each breakpoint.
 */
jest.setTimeout(120_000);

const ARTIFACTS = join(__dirname, '..', '..', '.test-artifacts', 'public');
const AXE_PATH = require.resolve('axe-core/axe.min.js');
const PASSWORD = 'correct-horse-42';
/** The home page's JavaScript budget, gzipped. */
const HOME_JS_BUDGET = 200_000;

interface PublicRoute {
  path: string;
  h1: string;
  /** The breadcrumb's last item; absent on the home page. */
  crumb?: string;
}

const ROUTES: PublicRoute[] = [
  { path: '/', h1: 'Trade With Confidence' },
  { path: '/about-us', h1: 'About Us', crumb: 'About Us' },
  { path: '/pricing', h1: 'Trading Plans', crumb: 'Trading Plans' },
  { path: '/contact-us', h1: 'Contact', crumb: 'Contacts' },
  { path: '/bitcoin-trading', h1: 'Bitcoin Trading', crumb: 'Bitcoin Trading' },
  { path: '/bitcoin-cash', h1: 'Bitcoin Cash Trading', crumb: 'Bitcoin Cash Trading' },
  { path: '/litecoin-trading', h1: 'Litecoin Trading', crumb: 'Litecoin Trading' },
  { path: '/etherum-trading', h1: 'Ethereum Trading', crumb: 'Ethereum Trading' },
  { path: '/ripple-trading', h1: 'Ripple Trading', crumb: 'Ripple Trading' },
  { path: '/financial-instruments', h1: 'Financial Instruments', crumb: 'Financial Instruments' },
  { path: '/risk-disclosure', h1: 'Risk Disclosure', crumb: 'Risk Disclosure' },
  { path: '/live-payouts', h1: 'Live Payouts', crumb: 'Live Payouts' },
  { path: '/legal', h1: 'Terms And Conditions', crumb: 'Terms Of Use' },
  { path: '/privacy', h1: 'Privacy Policy', crumb: 'Privacy Policy' },
  { path: '/aml-policy', h1: 'AML and KYC Policy', crumb: 'AML and KYC Policy' },
  { path: '/payment-policy', h1: 'Payment Policy', crumb: 'Payment Policy' },
];

const WIDTHS = [390, 1280] as const;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** What went wrong on a page while it was open: console errors, failed requests, requests to other hosts. */
interface PageProblems {
  console: string[];
  failed: string[];
  outside: string[];
  js: string[];
}

function watch(page: Page): PageProblems {
  const problems: PageProblems = { console: [], failed: [], outside: [], js: [] };
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.console.push(msg.text());
  });
  page.on('pageerror', (error) => problems.console.push(`pageerror: ${error.message}`));
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (!['127.0.0.1', 'localhost'].includes(url.hostname)) problems.outside.push(req.url());
    if (req.resourceType() === 'script') problems.js.push(req.url());
  });
  // A request cut off by leaving the page (a navigation, an aborted query) is not a failure.
  page.on('requestfailed', (req) => {
    if (req.failure()?.errorText !== 'net::ERR_ABORTED') problems.failed.push(`${req.url()} ${req.failure()?.errorText}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.failed.push(`${res.url()} ${res.status()}`);
  });
  return problems;
}

const clear = (p: PageProblems) => {
  p.console.length = 0;
  p.failed.length = 0;
  p.outside.length = 0;
  p.js.length = 0;
};

async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through DevTools, not injected as an inline <script>: the site's CSP refuses inline scripts.
  await page.evaluate(readFileSync(AXE_PATH, 'utf8'));
  // Evaluated as text: this file is compiled without the DOM types.
  const violations = await page.evaluate<AxeViolation[]>(`axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)`);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

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

const slug = (path: string) => (path === '/' ? 'home' : path.slice(1));

describe('public site in the browser', () => {
  let stack: Stack;
  let browser: Browser;

  const api = async <T>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${stack.url}/api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  };

  /** A fresh page at the given width with its problems watched. */
  const open = async (width: number): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return { context, page, problems: watch(page) };
  };

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    [stack, browser] = await Promise.all([startStack({ durations: '1,2,60' }), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it.each(WIDTHS)('renders every public route at %i px: one h1, the breadcrumb, no error, no outside request, no serious axe violation', async (width) => {
    const { context, page, problems } = await open(width);
    const report: Record<string, unknown> = {};
    try {
      for (const route of ROUTES) {
        clear(problems);
        await page.goto(`${stack.url}${route.path}`, { waitUntil: 'networkidle' });
        await page.locator('h1').first().waitFor();
        // Live data in place before the picture: prices in the ticker, then a quiet network.
        await page.getByTestId('ticker-price').filter({ hasText: /\d/ }).first().waitFor();
        if (route.path === '/financial-instruments') await page.getByTestId('ta-summary').waitFor();
        await page.waitForLoadState('networkidle');

        const h1s = await page.locator('h1').allTextContents();
        const crumb = route.crumb ? await page.locator('nav[aria-label="Breadcrumb"] [aria-current="page"]').textContent() : null;
        const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
        const violations = await seriousViolations(page);
        await page.screenshot({ path: join(ARTIFACTS, `${slug(route.path)}-${width}.png`), fullPage: true });

        const found = {
          h1: h1s.map((t) => t.trim()),
          crumb: crumb?.trim() ?? null,
          overflow: overflow > 0 ? `${overflow} px wider than the window` : null,
          console: [...problems.console],
          failed: [...problems.failed],
          outside: [...problems.outside],
          axe: violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        };
        const expected = { h1: [route.h1], crumb: route.crumb ?? null, overflow: null, console: [], failed: [], outside: [], axe: [] };
        if (JSON.stringify(found) !== JSON.stringify(expected)) report[route.path] = found;
      }
      expect(report).toEqual({});
    } finally {
      await context.close();
    }
  });

  it(`loads at most ${HOME_JS_BUDGET / 1000} kB of gzipped JavaScript on the home page, without the chart or indicator libraries`, async () => {
    const { context, page, problems } = await open(1280);
    try {
      await page.goto(`${stack.url}/`, { waitUntil: 'networkidle' });
      const sizes = await Promise.all(
        problems.js.map(async (url) => {
          const res = await fetch(url);
          return { url, gzip: gzipSync(Buffer.from(await res.arrayBuffer())).length };
        }),
      );
      const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
      console.log(`home page JavaScript: ${sizes.length} files, ${(total / 1000).toFixed(1)} kB gzipped`);
      expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET);
      expect(sizes.map((s) => s.url).filter((u) => /price-chart|financial-instruments|technical/.test(u))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows live prices in the ticker, turns the header opaque at 100 px, and switches layout at 768/769 and 1200/1201 px', async () => {
    const { context, page } = await open(1280);
    try {
      await page.goto(`${stack.url}/`);
      const btc = page.locator('[data-testid="ticker-price"][data-symbol="BTCUSD"]');
      await btc.filter({ hasText: /\d/ }).waitFor();
      const first = await btc.textContent();
      await eventually(async () => (await btc.textContent()) !== first, true, 6_000);

      // Header: see-through at the top, opaque from 100 px of scroll.
      const header = page.getByTestId('public-header');
      expect(await header.getAttribute('data-opaque')).toBe('false');
      await page.evaluate('window.scrollTo(0, 99)');
      await eventually(() => header.getAttribute('data-opaque'), 'false', 1_000);
      await page.evaluate('window.scrollTo(0, 100)');
      await eventually(() => header.getAttribute('data-opaque'), 'true');
      await page.screenshot({ path: join(ARTIFACTS, 'header-opaque-1280.png') });
      await page.evaluate('window.scrollTo(0, 0)');
      await eventually(() => header.getAttribute('data-opaque'), 'false');

      // Breakpoints: a boundary width belongs to the smaller class.
      const layout = async () =>
        JSON.stringify({
          screen: await page.getByTestId('public-layout').getAttribute('data-screen'),
          desktopNav: await page.getByTestId('desktop-nav').isVisible(),
          menuButton: await page.getByTestId('menu-button').isVisible(),
          register: await page.getByTestId('header-register').isVisible(),
        });
      const expectLayoutAt = async (width: number, expected: object) => {
        await page.setViewportSize({ width, height: 900 });
        // The screen class re-renders on the resize event: read until it has.
        await eventually(layout, JSON.stringify(expected), 2_000);
      };
      await expectLayoutAt(768, { screen: 'mobile', desktopNav: false, menuButton: true, register: false });
      await expectLayoutAt(769, { screen: 'tablet', desktopNav: false, menuButton: true, register: true });
      await expectLayoutAt(1200, { screen: 'tablet', desktopNav: false, menuButton: true, register: true });
      await expectLayoutAt(1201, { screen: 'desktop', desktopNav: true, menuButton: false, register: true });
    } finally {
      await context.close();
    }
  });

  it('works the menus by keyboard and by touch, opens the login modal, and shows the not-found page', async () => {
    const { context, page } = await open(1280);
    const focusedText = () => page.evaluate<string | null>('document.activeElement?.textContent ?? null');
    try {
      await page.goto(`${stack.url}/`);
      // Desktop dropdown: Enter opens, arrows move, Escape closes and gives focus back.
      const crypto = page.getByTestId('nav-crypto');
      await crypto.focus();
      await page.keyboard.press('Enter');
      expect(await crypto.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('ArrowDown');
      await eventually(() => focusedText(), 'Bitcoin Trading');
      await page.keyboard.press('ArrowDown');
      await eventually(() => focusedText(), 'Bitcoin Cash Trading');
      await page.keyboard.press('Escape');
      expect(await crypto.getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate<string | null>(`document.activeElement?.getAttribute('data-testid') ?? null`)).toBe('nav-crypto');
      await page.keyboard.press('ArrowDown');
      await eventually(() => focusedText(), 'Bitcoin Trading');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/bitcoin-trading');
      await page.getByRole('heading', { level: 1, name: 'Bitcoin Trading' }).waitFor();
      expect(await crypto.getAttribute('aria-expanded')).toBe('false');

      // The login modal from the header; Escape closes it.
      await page.getByTestId('header-login').click();
      const modal = page.getByTestId('login-modal');
      await modal.waitFor();
      expect(await modal.getAttribute('role')).toBe('dialog');
      await page.locator('.modal--shown').waitFor();
      await page.waitForTimeout(600); // the 500 ms fade-in, so axe sees the final colours
      await page.screenshot({ path: join(ARTIFACTS, 'login-modal-1280.png') });
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });

      // Phone: the drawer drills down into a submenu and back, and a link closes it.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByTestId('menu-button').click();
      const drawer = page.getByTestId('mobile-menu');
      await drawer.waitFor();
      await drawer.getByRole('button', { name: 'Resources' }).click();
      await drawer.getByRole('button', { name: 'Back' }).waitFor();
      await page.waitForTimeout(350); // the slide
      await page.screenshot({ path: join(ARTIFACTS, 'mobile-menu-390.png') });
      expect(await seriousViolations(page)).toEqual([]);
      // The submenu has slid into view (not merely into the DOM).
      const box = await drawer.getByRole('link', { name: 'Live Payouts' }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      await drawer.getByRole('link', { name: 'Live Payouts' }).click();
      await page.waitForURL('**/live-payouts');
      await drawer.waitFor({ state: 'detached' });
      await page.getByRole('heading', { level: 1, name: 'Live Payouts' }).waitFor();

      // Unknown paths: the not-found page with a way home.
      await page.goto(`${stack.url}/no-such-page`);
      await page.getByTestId('not-found').waitFor();
      expect(await page.locator('h1').allTextContents()).toEqual(['Page not found']);
      await page.screenshot({ path: join(ARTIFACTS, 'not-found-390.png'), fullPage: true });
      await page.getByRole('link', { name: 'Go to the homepage' }).click();
      await page.waitForURL(`${stack.url}/`);
      await page.getByRole('heading', { level: 1, name: 'Trade With Confidence' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('sends the contact form (server message, cleared form) and shows an error toast when sending fails', async () => {
    const { context, page } = await open(1280);
    try {
      await page.goto(`${stack.url}/contact-us`);
      const form = page.getByTestId('contact-form');
      // Empty fields are refused before anything is sent.
      await page.getByTestId('contact-submit').click();
      await form.getByText('Name is required').waitFor();

      await page.getByTestId('contact-name').fill('Ada Lovelace');
      await page.getByTestId('contact-email').fill('ada@example.com');
      await page.getByTestId('contact-message').fill('Do you offer an API for automated trading?');
      await page.getByTestId('contact-submit').click();
      await page.getByTestId('contact-success').filter({ hasText: 'Thank you for your message. Our support team will get back to you shortly.' }).waitFor();
      expect(await page.getByTestId('contact-name').inputValue()).toBe('');
      expect(await page.getByTestId('contact-email').inputValue()).toBe('');
      expect(await page.getByTestId('contact-message').inputValue()).toBe('');
      await page.screenshot({ path: join(ARTIFACTS, 'contact-sent-1280.png') });

      // The server is unreachable: an error toast, then the form is back to idle after 3 s.
      await page.route('**/api/public/contact', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: false, message: 'Service temporarily unavailable' }) }),
      );
      await page.getByTestId('contact-name').fill('Ada Lovelace');
      await page.getByTestId('contact-email').fill('ada@example.com');
      await page.getByTestId('contact-message').fill('A second question.');
      await page.getByTestId('contact-submit').click();
      const toast = page.locator('.Toastify__toast[role="alert"]').filter({ hasText: 'Service temporarily unavailable' });
      await toast.waitFor();
      expect(await form.getAttribute('data-state')).toBe('error');
      await page.waitForTimeout(800); // the toast slides in
      await page.screenshot({ path: join(ARTIFACTS, 'contact-error-1280.png') });
      expect(await seriousViolations(page)).toEqual([]);
      await eventually(() => form.getAttribute('data-state'), 'idle', 4_000);
      // The fields stay filled for another try.
      expect(await page.getByTestId('contact-message').inputValue()).toBe('A second question.');
    } finally {
      await context.close();
    }
  });

  it('shows a winning demo trade arrive on /live-payouts without a reload, then Purchase leads through login to the plans', async () => {
    const email = `payout-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const reg = await api('POST', '/auth/register', { firstname: 'Grace', lastname: 'Hopper', email, password: PASSWORD, confirmPassword: PASSWORD });
    expect(reg.status).toBe(201);
    const login = await api<LoginResponse>('POST', '/auth/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    const token = login.body.tokens.access.token;

    const { context, page } = await open(1280);
    try {
      await page.goto(`${stack.url}/live-payouts`);
      await page.getByRole('heading', { level: 1, name: 'Live Payouts' }).waitFor();
      // The socket delivers: a ticker price moves.
      const btc = page.locator('[data-testid="ticker-price"][data-symbol="BTCUSD"]');
      await btc.filter({ hasText: /\d/ }).waitFor();
      const firstPrice = await btc.textContent();
      await eventually(async () => (await btc.textContent()) !== firstPrice, true, 6_000);
      await page.evaluate('window.__payoutMarker = 42');

      // 1 s Buy and Sell trades until one is won.
      let won: TradeDto | undefined;
      for (let round = 0; round < 10 && !won; round++) {
        const submitted = await Promise.all(
          (['Buy', 'Sell'] as const).map((trade_mode) => api<ApiEnvelope<{ trade: TradeDto }>>('POST', '/trading/submit', demoTrade({ trade_mode }), token)),
        );
        submitted.forEach((s) => expect(s.status).toBe(201));
        const ids = submitted.map((s) => s.body.data.trade.trade_id);
        const deadline = Date.now() + 8_000;
        while (Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 500));
          const list = await api<ApiEnvelope<TradeDto[]>>('GET', '/trading?mode=demo', undefined, token);
          const mine = list.body.data.filter((t) => ids.includes(t.trade_id));
          if (mine.every((t) => t.status !== 'Pending')) {
            won = mine.find((t) => t.status === 'Won');
            break;
          }
        }
      }
      expect(won).toBeDefined();

      const row = page.getByTestId('payout-row').filter({ hasText: 'G.' }).filter({ hasText: 'BTC/USD' }).first();
      await row.waitFor({ timeout: 10_000 });
      await row.getByTestId('payout-demo').filter({ hasText: 'Demo' }).waitFor();
      expect(await page.evaluate('window.__payoutMarker')).toBe(42);
      await page.screenshot({ path: join(ARTIFACTS, 'live-payouts-arrived-1280.png'), fullPage: true });

      // Purchase as a visitor: the login modal, then the plans screen after signing in.
      await page.goto(`${stack.url}/pricing`);
      await page.getByTestId('purchase-gold').click();
      await page.getByTestId('login-modal').waitFor();
      await page.getByTestId('login-modal-email').fill(email);
      await page.getByTestId('login-modal-password').fill(PASSWORD);
      await page.getByTestId('login-modal-submit').click();
      await page.waitForURL('**/user/plan');

      // Signed in, the header reads Dashboard and goes to the trading home.
      await page.goto(`${stack.url}/about-us`);
      await page.getByTestId('header-dashboard').click();
      await page.waitForURL('**/user/home');
    } finally {
      await context.close();
    }
  });
});
