import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { UserDto } from '../../server/src/contracts/account';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import type { AccountLimitsDto } from '../../server/src/contracts/protections';
import { launchBrowser, seriousViolations, signIn, until } from '../support/browser';
import { sandboxCard } from '../support/sandbox-card';
import { startStack, type Stack } from '../support/stack';
import { stackApi } from '../support/stack-api';

/**
 * The limits page in a real browser against the built app and API: a daily loss limit set through the
 * page is in force at once with its usage; raising it waits 24 hours and says until when. A reality check
 * every 10 minutes, made due (the session's start moved back in the database), opens on a fresh load and
 * on a real trade it refused; "Continue trading" starts the next one and the client stays signed in. A
 * 1-day time-out through two confirmations shows its end on the page and a banner on the trading and
 * deposit screens; a real trade is refused with the server's words. At 1280 and 390 px in both colour
 * schemes, no horizontal overflow on the phone, no serious axe finding.
 */
jest.setTimeout(240_000);

const SCREENSHOTS = join(__dirname, '..', '..', '.test-artifacts', 'screenshots');
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;
const SCHEMES = ['light', 'dark'] as const;
const FUNDS = 200;
const STAKE = 10;

/** The page's own formats, in the browser context's time zone (UTC here). */
const shortWhen = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' });
const longWhen = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'UTC',
});

describe('the limits page in the browser', () => {
  let stack: Stack;
  let api: ReturnType<typeof stackApi>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let client: Awaited<ReturnType<ReturnType<typeof stackApi>['newClient']>>;

  const limitsNow = async () => (await api.call<ApiEnvelope<AccountLimitsDto>>('/account/limits', { token: client.token })).data;
  const textOf = async (testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').trim();
  const textIs = (testId: string, text: string) => until(`${testId} to read "${text}"`, async () => (await textOf(testId)) === text);
  /** The test id of the element with the focus (the app's CSP forbids evaluating functions, strings are fine). */
  const focused = () => page.evaluate<string | null>(`document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid') ?? null`);
  const noOverflow = () => page.evaluate<boolean>('document.documentElement.scrollWidth <= document.documentElement.clientWidth');

  /** Moves the client's sign-ins and their last acknowledged checks back, as if `minutes` had passed. */
  async function backdateSessions(minutes: number): Promise<void> {
    const db = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
    try {
      await db.query(`UPDATE sessions SET created_at = created_at - make_interval(mins => $2) WHERE user_id = $1`, [client.id, minutes]);
      await db.query(
        `UPDATE reality_checks SET acknowledged_at = acknowledged_at - make_interval(mins => $2) WHERE session_id IN (SELECT id FROM sessions WHERE user_id = $1)`,
        [client.id, minutes],
      );
    } finally {
      await db.end();
    }
  }

  /** Opens the screen (a fresh load) and waits for its form. */
  async function open(): Promise<void> {
    await page.goto(`${stack.url}/user/limits`);
    await until('the limits title', async () => (await page.title()).startsWith('Limits'));
    await page.getByTestId('limits-form').waitFor();
  }

  /** Types `value` over one limit and saves; resolves on the saved toast. */
  async function saveLimit(name: string, value: string): Promise<void> {
    await page.getByTestId(`limit-${name}`).fill(value);
    await page.getByTestId('limits-save').click();
    await page.getByTestId('toast').filter({ hasText: 'Limits saved' }).first().waitFor();
  }

  async function pictures(name: string, axeContext = `{ include: [['main']] }`): Promise<void> {
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForTimeout(300); // the colours' transitions end before the picture
      await page.screenshot({ path: join(SCREENSHOTS, `${name}-${scheme}.png`), fullPage: true });
      expect(await seriousViolations(page, axeContext)).toEqual([]);
    }
  }

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    stack = await startStack({ durations: '2,60' });
    api = stackApi(stack);
    client = await api.newClient('Lena', 'Limits');
    await api.call('/deposit/card', { method: 'POST', token: client.token, json: sandboxCard(FUNDS) });
    await until(
      'the card deposit credited',
      async () => (await api.call<ApiEnvelope<UserDto>>('/users/me', { token: client.token })).data.balance === FUNDS,
      20_000,
    );

    browser = await launchBrowser();
    context = await browser.newContext({ viewport: WIDTHS[0], timezoneId: 'UTC' });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, stack.url, client);
    await page.waitForURL('**/user/home');
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
  });

  afterEach(async () => {
    await page.screenshot({ path: join(SCREENSHOTS, 'limits-last.png'), fullPage: true }).catch(() => undefined);
  });

  it('sets a daily loss limit through the page: in force at once, with how much of it is used', async () => {
    await open();
    expect(await textOf('limits-note')).toBe('Lowering a limit applies at once; raising or removing one applies after 24 hours.');
    expect(await textOf('limit-usage-loss_day')).toBe('No limit · $0.00 so far');

    await saveLimit('loss_day', '50');
    await textIs('limit-usage-loss_day', '$0.00 of $50.00 used');
    expect(await page.getByTestId('limit-loss_day').inputValue()).toBe('50');
    expect(await page.getByTestId('limit-pending-loss_day').count()).toBe(0);
    const limits = await limitsNow();
    expect(limits.loss_day).toBe(50);
    expect(limits.pending.loss_day).toBeUndefined();
  });

  it('raises it: the raise waits 24 hours and the page says when it applies', async () => {
    await open();
    await saveLimit('loss_day', '80');
    const pending = page.getByTestId('limit-pending-loss_day');
    await pending.waitFor();
    const limits = await limitsNow();
    expect(limits.loss_day).toBe(50);
    expect(limits.pending.loss_day?.value).toBe(80);
    const appliesAt = Date.parse(limits.pending.loss_day!.applies_at);
    expect(Math.abs(appliesAt - (Date.now() + 24 * 3_600_000))).toBeLessThan(60_000);
    expect(await textOf('limit-pending-loss_day')).toBe(`Rises to $80.00 on ${shortWhen.format(appliesAt)}`);
    // The value in force stays in the field and in the usage line.
    expect(await page.getByTestId('limit-loss_day').inputValue()).toBe('50');
    expect(await textOf('limit-usage-loss_day')).toBe('$0.00 of $50.00 used');
  });

  it('refuses a value out of bounds under its field, in the request class words, and saves nothing', async () => {
    await open();
    await page.getByTestId('limit-session_minutes').fill('5');
    await page.getByTestId('limits-save').click();
    const field = page.getByTestId('limit-session_minutes');
    await until('the field marked invalid', async () => (await field.getAttribute('aria-invalid')) === 'true');
    expect(await page.locator('.limit-field .field__error').innerText()).toBe('Session length (minutes) must be at least 10');
    expect(await focused()).toBe('limit-session_minutes');
    expect((await limitsNow()).session_minutes).toBeNull();
    await field.fill('');
  });

  for (const size of WIDTHS) {
    it(`shows every section at ${size.width} px in both schemes, without overflow or serious axe findings`, async () => {
      await page.setViewportSize(size);
      await open();
      for (const id of ['limits-deposit', 'limits-loss', 'limits-turnover', 'limits-trading', 'take-a-break']) await page.getByTestId(id).waitFor();
      if (size.width === 390) expect(await noOverflow()).toBe(true);
      await pictures(`limits-${size.width}`);
    });
  }

  it('opens a due reality check with the session figures; Continue trading starts the next one', async () => {
    await page.setViewportSize(WIDTHS[0]);
    await open();
    await saveLimit('reality_check_minutes', '10');
    await textIs('limit-usage-reality_check_minutes', 'Every 10 minutes');
    // A real trade of this sign-in's time (placed through the API: counted by user since the session started).
    const trade = { amount: STAKE, mode: 'real', strike_rate: 1, trading_type: 'Cryptocurrency', symbol: 'BTCUSD', trade_mode: 'Buy', duration: 60 };
    await api.call('/trading/submit', { method: 'POST', token: client.token, json: trade });

    // Eleven minutes on: a fresh load finds the check due and shows it at once.
    await backdateSessions(11);
    await open();
    const dialog = page.getByTestId('reality-check');
    await dialog.waitFor();
    await page.locator('.modal--shown').waitFor();
    expect(await dialog.getAttribute('role')).toBe('dialog');
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await textOf('reality-check-trades')).toBe('1');
    expect(await textOf('reality-check-stakes')).toBe(`$${STAKE}.00`);
    expect(await textOf('reality-check-time')).toMatch(/^1[12] min$/);
    expect(await textOf('reality-check-result')).toMatch(/^[+-]?\$\d+\.\d{2}$/);
    // Focus is inside; Escape does not dismiss it (it must be answered).
    expect(await page.evaluate<boolean>(`document.querySelector('[data-testid="reality-check"]').contains(document.activeElement)`)).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(600);
    expect(await dialog.isVisible()).toBe(true);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.waitForTimeout(200);
      await pictures(`limits-reality-check-${size.width}`, `{ include: [['[data-testid="reality-check"]']] }`);
    }
    await page.setViewportSize(WIDTHS[0]);

    await page.getByTestId('reality-check-continue').click();
    await dialog.waitFor({ state: 'detached' });
    // Acknowledged on the server: a fresh load does not ask again.
    await open();
    await page.waitForTimeout(1_500);
    expect(await dialog.count()).toBe(0);
  });

  it('opens the check when a real trade is refused for it, with the server words, and keeps the client signed in', async () => {
    await page.goto(`${stack.url}/user/home`);
    const toggle = page.getByTestId('mode-toggle');
    await toggle.waitFor();
    if ((await toggle.getAttribute('data-mode')) !== 'real') await toggle.click();
    await page.locator('[data-testid="mode-toggle"][data-mode="real"]').waitFor();
    await page.getByTestId('live-price').filter({ hasText: /\d/ }).waitFor();
    await until('Buy enabled', () => page.getByTestId('trade-buy').isEnabled());

    // Made due while the screen is open: the next real trade is refused, and that opens the check.
    await backdateSessions(11);
    await page.getByTestId('trade-amount').fill(String(STAKE));
    await page.getByTestId('trade-buy').click();
    const dialog = page.getByTestId('reality-check');
    await dialog.waitFor();
    expect(await textOf('trade-error')).toMatch(/reality check/i);
    await page.getByTestId('reality-check-continue').click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/user/home');

    // Answered: the same trade now opens.
    await page.getByTestId('trade-buy').click();
    await page.getByTestId('trade-success').waitFor();
  });

  it('takes a 1-day time-out through two confirmations: its end on the page, a banner on trading and deposit', async () => {
    await page.setViewportSize(WIDTHS[1]);
    await open();
    await page.getByTestId('time-out-length').selectOption('1');
    await page.getByTestId('time-out-start').click();
    const dialog = page.getByTestId('break-confirm');
    await dialog.waitFor();
    await page.locator('.modal--shown').waitFor();
    await page.waitForTimeout(600); // its fade-in ends before the picture
    expect(await textOf('break-explanation')).toMatch(
      /^A 1 day time-out stops real-money trading, deposits and plan purchases until \d{1,2} \w{3} \d{4}, \d{2}:\d{2}\. Nobody can lift it early/,
    );
    await pictures('limits-390-break-confirm', `{ include: [['[data-testid="break-confirm"]']] }`);

    // The first confirmation only leads to the final one; nothing has started yet.
    await page.getByTestId('break-continue').click();
    await page.getByTestId('break-final-text').waitFor();
    expect(await dialog.getByRole('heading').innerText()).toBe('Final confirmation');
    expect(await focused()).toBe('break-final-cancel');
    expect((await limitsNow()).exclusion).toBeNull();
    await pictures('limits-390-break-final', `{ include: [['[data-testid="break-confirm"]']] }`);

    await page.getByTestId('break-confirm-final').click();
    await page.getByTestId('toast').filter({ hasText: 'Your time-out has started' }).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const { exclusion } = await limitsNow();
    expect(exclusion?.kind).toBe('time_out');
    const endsAt = longWhen.format(new Date(exclusion!.ends_at));
    await page.getByTestId('exclusion-in-force').waitFor();
    expect(await page.getByTestId('exclusion-in-force').innerText()).toContain(`Your time-out is in force until ${endsAt}.`);
    expect(await page.getByTestId('time-out-start').count()).toBe(0);
    expect(await noOverflow()).toBe(true);
    await pictures('limits-390-excluded');

    // The trading screen: the banner, and a real trade refused with the server's words; still signed in.
    const banner = `Real-money trading and deposits are paused until ${endsAt} (time-out). Demo trading is available.`;
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto(`${stack.url}/user/home`);
      await textIs('exclusion-banner', banner);
      if (size.width === 390) expect(await noOverflow()).toBe(true);
      await pictures(`limits-trading-banner-${size.width}`);
    }
    await page.locator('[data-testid="mode-toggle"][data-mode="real"]').waitFor();
    await until('Buy enabled', () => page.getByTestId('trade-buy').isEnabled());
    await page.getByTestId('trade-buy').click();
    await page.getByTestId('trade-error').waitFor();
    expect(await textOf('trade-error')).toMatch(/time-out/i);
    expect(new URL(page.url()).pathname).toBe('/user/home');

    // The deposit screen says the same.
    await page.goto(`${stack.url}/user/deposit`);
    await textIs('exclusion-banner', banner);
    await pictures(`limits-deposit-banner-${WIDTHS[1].width}`);
  });
});
