import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import type { BackofficeKycItem } from '../../server/src/contracts/backoffice';
import { type DepositDto, SANDBOX_CARDS } from '../../server/src/contracts/funds';
import type { UserDto } from '../../server/src/contracts/account';
import { launchBrowser, seriousViolations, signIn, until } from '../support/browser';
import { pngBytes } from '../support/files';
import { startStack, type Stack } from '../support/stack';
import { stackApi } from '../support/stack-api';

/**
 * Every signed-in page in a real browser against the built app and API, for a real-mode client with
 * something on each list (a credited card deposit, a pending crypto deposit, a pending withdrawal,
 * a settled and an open trade, an approved identity): at 390 and 1280 px, with the system set to
 * dark and to light, no serious or critical axe finding, a tab title of its own, and a screenshot.
 * The theme toggle overrides the system setting and is remembered across a reload.
 */
jest.setTimeout(600_000);

const SCREENS = join(__dirname, '..', '..', '.test-artifacts', 'screens', 'a11y');
const BRAND = 'TradeWise';
const WIDTHS = [390, 1280] as const;
const SCHEMES = ['dark', 'light'] as const;
const BTC_WALLET = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

/** The /user routes of web/src/app/router.tsx and the tab title each must have. */
const ROUTES: { path: string; title: string }[] = [
  { path: '/user/home', title: 'Quick Trading' },
  { path: '/user/trade-history', title: 'Trade History' },
  { path: '/user/deposit', title: 'Deposit Fund' },
  { path: '/user/deposit-log', title: 'Deposit History' },
  { path: '/user/withdraw-fund', title: 'Withdraw Fund' },
  { path: '/user/withdraw-log', title: 'Withdrawal History' },
  { path: '/user/earnings', title: 'Your Earnings' },
  { path: '/user/plan', title: 'Trading Plans' },
  { path: '/user/edit-profile', title: 'Edit Profile' },
  { path: '/user/change-password', title: 'Change Password' },
  { path: '/user/security', title: 'Security' },
  { path: '/user/limits', title: 'Limits' },
  { path: '/user/statement', title: 'Statement' },
  { path: '/user/verify', title: 'KYC Verification' },
];

/** The page background's relative luminance (0 black … 1 white), to tell the light palette from the dark one. */
const backgroundLuminance = (page: Page) =>
  page.evaluate<number>(`(() => {
    const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\\d+/g).slice(0, 3).map(Number);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  })()`);

describe('every signed-in page, in both themes and at both widths', () => {
  let stack: Stack;
  let api: ReturnType<typeof stackApi>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(SCREENS, { recursive: true });
    stack = await startStack({ durations: '2,60' });
    api = stackApi(stack);
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
  });

  /** A real-mode client with rows on every list, signed in in the browser, in real mode. */
  async function fundedClientSignsIn(): Promise<void> {
    const who = await api.newClient('Rita', 'Routes');
    const admin = await api.adminToken();

    // Identity approved (withdrawals need it), a card deposit credited at once, a crypto deposit pending.
    const form = new FormData();
    form.append('method', 'national_id');
    form.append('id_file', new Blob([new Uint8Array(pngBytes(2048))], { type: 'image/png' }), 'id.png');
    await api.call('/profile/user-verification', { method: 'POST', token: who.token, form });
    const kyc = (await api.call<ApiEnvelope<BackofficeKycItem[]>>('/backoffice/kyc?status=Pending', { token: admin })).data.find((k) => k.user_id === who.id)!;
    await api.call(`/backoffice/kyc/${kyc.id}/approve`, { method: 'POST', token: admin, json: {} });
    await api.call<ApiEnvelope<DepositDto>>('/deposit/card', {
      method: 'POST',
      token: who.token,
      json: {
        usd_amount: 500,
        card_number: SANDBOX_CARDS.approves,
        cvv: '123',
        holder_name: 'Rita Routes',
        month: 12,
        year: new Date().getUTCFullYear() + 2,
        zip_code: '10001',
      },
    });
    await api.cryptoDeposit(who.token, 40);
    const balance = async () => (await api.call<ApiEnvelope<UserDto>>('/users/me', { token: who.token })).data.balance;
    await until('the card deposit credited', async () => (await balance()) >= 500, 20_000);

    // A pending withdrawal, a real trade that settles and one left open.
    await api.call('/withdraw', { method: 'POST', token: who.token, json: { amount: 25, wallet: BTC_WALLET, currency: 'btc' } });
    const trade = { amount: 10, mode: 'real', strike_rate: 1, trading_type: 'Cryptocurrency', symbol: 'BTCUSD', trade_mode: 'Buy' };
    await api.call('/trading/submit', { method: 'POST', token: who.token, json: { ...trade, duration: 2 } });
    await api.call('/trading/submit', { method: 'POST', token: who.token, json: { ...trade, duration: 60, trade_mode: 'Sell' } });

    await signIn(page, stack.url, who);
    const toggle = page.getByTestId('mode-toggle');
    await toggle.waitFor();
    if ((await toggle.getAttribute('data-mode')) !== 'real') await toggle.click();
    await page.locator('[data-testid="mode-toggle"][data-mode="real"]').waitFor();
  }

  /**
   * Opens the page (a fresh load) and waits for its title, the signed-in shell (shown once the session
   * is restored), its data (no loading spinner in the page) and the end of its animations.
   */
  async function visit(route: { path: string; title: string }): Promise<void> {
    await page.goto(`${stack.url}${route.path}`);
    await page.locator('main').waitFor();
    await until(`${route.path} to load`, async () => {
      const [title, loading, shell] = await Promise.all([page.title(), page.locator('main .loading-block').count(), page.locator('.shell main').count()]);
      return title === `${route.title} · ${BRAND}` && loading === 0 && shell === 1;
    });
    await until('the animations to end', () =>
      page.evaluate<boolean>(`document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity)`),
    );
  }

  it('has no serious axe finding and a title of its own on every page, with the system dark and light, at 390 and 1280 px', async () => {
    await fundedClientSignsIn();

    // The list above is every page the navigation offers.
    const navLinks = await page.locator('.shell__nav a[href^="/user/"]').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect([...new Set(navLinks)].filter((href) => !ROUTES.some((r) => r.path === href))).toEqual([]);

    const findings: string[] = [];
    const titles = new Set<string>();
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        for (const route of ROUTES) {
          await visit(route);
          // The palette is the system's: no explicit choice is stored.
          expect({ route: route.path, scheme, dark: (await backgroundLuminance(page)) < 0.5 }).toEqual({ route: route.path, scheme, dark: scheme === 'dark' });
          titles.add(await page.title());
          for (const v of await seriousViolations(page)) findings.push(`${scheme} ${width} ${route.path} ${v}`);
          const name = route.path.replace('/user/', '').replace(/\//g, '-');
          await page.screenshot({ path: join(SCREENS, `${scheme}-${width}-${name}.png`), fullPage: true });
        }
      }
    }
    expect(titles.size).toBe(ROUTES.length);
    expect(findings).toEqual([]);
  });

  it('names the sign-in pages in the tab and keeps them and the home page free of serious axe findings in both themes', async () => {
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const anon = await visitor.newPage();
    const pages = [
      { path: '/auth/signin', title: `Login · ${BRAND}` },
      { path: '/auth/signup', title: `Create Your Account · ${BRAND}` },
      { path: '/auth/forgot-password', title: `Forgot Password · ${BRAND}` },
      { path: '/', title: `${BRAND}: Trade With Confidence · ${BRAND}` },
    ];
    const findings: string[] = [];
    for (const scheme of SCHEMES) {
      await anon.emulateMedia({ colorScheme: scheme });
      for (const width of WIDTHS) {
        await anon.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        for (const p of pages) {
          await anon.goto(`${stack.url}${p.path}`);
          await until(`the title of ${p.path}`, async () => (await anon.title()) === p.title);
          await anon.locator('main, .auth').first().waitFor();
          for (const v of await seriousViolations(anon)) findings.push(`${scheme} ${width} ${p.path} ${v}`);
          const name = p.path === '/' ? 'landing' : p.path.replace('/auth/', 'auth-');
          await anon.screenshot({ path: join(SCREENS, `${scheme}-${width}-${name}.png`) });
        }
      }
    }
    await visitor.close();
    expect(findings).toEqual([]);
  });

  it('lets the toggle override the system setting, remembers the choice, and announces its state', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await visit(ROUTES[1]);
    const toggle = page.getByTestId('theme-toggle');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await backgroundLuminance(page)).toBeLessThan(0.5);

    // Light chosen while the system is dark: the page turns light and stays so after a reload.
    await toggle.click();
    await page.locator('html[data-theme="light"]').waitFor();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.5);
    await visit(ROUTES[1]);
    await page.locator('html[data-theme="light"]').waitFor();
    await page.getByTestId('trade-history-row').first().waitFor();
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.5);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENS, 'toggle-light-over-dark-system.png'), fullPage: true });

    // The overlays on the light palette: the account panel and the phone menu.
    await page.getByTestId('account-button').click();
    await page.getByTestId('account-panel').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENS, 'light-1280-account-panel.png') });
    await page.getByTestId('account-button').click();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('menu-button').click();
    await page.locator('.drawer__panel').waitFor();
    await until('the animations to end', () =>
      page.evaluate<boolean>(`document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity)`),
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENS, 'light-390-menu.png') });
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.locator('.drawer__panel').waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Dark chosen while the system is light.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByTestId('theme-toggle').click(); // light → dark
    await page.locator('html[data-theme="dark"]').waitFor();
    expect(await backgroundLuminance(page)).toBeLessThan(0.5);
    expect(await page.getByTestId('theme-toggle').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('theme-toggle').getAttribute('aria-label')).toBe('Dark theme');
    await page.screenshot({ path: join(SCREENS, 'toggle-dark-over-light-system.png'), fullPage: true });
  });
});
