import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { SessionDto } from '../../server/src/contracts/account-security';
import type { LoginResponse } from '../../server/src/contracts/account';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import { launchBrowser, seriousViolations, signIn, until } from '../support/browser';
import { startStack, type Stack } from '../support/stack';
import { stackApi } from '../support/stack-api';

/**
 * The security screen in a real browser: the client signed in here and on two other devices (an iPhone
 * and Firefox on Windows, through the API) sees three sessions, this one marked "This device", and a
 * wrong password in the sign-in history. Ending one session stops its token at once; ending all the
 * others leaves only this device. At 1280 and 390 px in both colour schemes, no horizontal overflow on
 * the phone, no serious axe finding in the page.
 */
jest.setTimeout(180_000);

const SCREENSHOTS = join(__dirname, '..', '..', '.test-artifacts', 'screenshots');
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const FIREFOX_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
/** How long an ended session's access token may still pass (the API's session check is cached briefly). */
const END_TAKES_MS = 2_000;

describe('the security page in the browser', () => {
  let stack: Stack;
  let api: ReturnType<typeof stackApi>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let client: Awaited<ReturnType<ReturnType<typeof stackApi>['newClient']>>;
  const tokens = { iphone: '', firefox: '' };

  /** A sign-in through the API from another device (its User-Agent), as the sign-in form would send it. */
  const login = (userAgent: string, password = client.password) =>
    fetch(`${stack.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': userAgent },
      body: JSON.stringify({ email: client.email, password }),
    });
  const signInFrom = async (userAgent: string): Promise<string> => {
    const res = await login(userAgent);
    expect(res.status).toBe(200);
    return ((await res.json()) as LoginResponse).tokens.access.token;
  };
  const meStatus = async (token: string) => (await fetch(`${stack.url}/api/users/me`, { headers: { Authorization: `Bearer ${token}` } })).status;
  const refusedSoon = (what: string, token: string) => until(`${what}'s token to be refused`, async () => (await meStatus(token)) === 401, END_TAKES_MS);

  const rows = () => page.getByTestId('session-row');
  const rowOf = (device: RegExp) => rows().filter({ has: page.getByTestId('session-device').filter({ hasText: device }) });

  /** Opens the screen (a fresh load) and waits for both lists. */
  async function open(): Promise<void> {
    await page.goto(`${stack.url}/user/security`);
    await until('the security title', async () => (await page.title()).startsWith('Security'));
    await page.getByTestId('session-list').waitFor();
    await page.getByTestId('login-row').first().waitFor();
  }

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    stack = await startStack();
    api = stackApi(stack);
    client = await api.newClient('Sasha', 'Sessions');
    // newClient's own sign-ins (its registration's and its login's) end first: the screen then lists only this test's.
    const own = (await api.call<ApiEnvelope<SessionDto[]>>('/account/sessions', { token: client.token })).data;
    expect(own.filter((s) => s.current)).toHaveLength(1);
    await api.call('/account/sessions/end-others', { method: 'POST', token: client.token });
    await api.call(`/account/sessions/${own.find((s) => s.current)!.id}`, { method: 'DELETE', token: client.token });

    browser = await launchBrowser();
    context = await browser.newContext({ viewport: WIDTHS[0] });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, stack.url, client);
    await page.waitForURL('**/user/home');

    // Two other devices, and a wrong password from one of them.
    tokens.iphone = await signInFrom(IPHONE_UA);
    tokens.firefox = await signInFrom(FIREFOX_UA);
    expect((await login(FIREFOX_UA, 'not-the-password-1')).status).toBe(401);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
  });

  afterEach(async () => {
    await page.screenshot({ path: join(SCREENSHOTS, 'security-last.png'), fullPage: true }).catch(() => undefined);
  });

  for (const size of WIDTHS) {
    it(`lists the three sign-ins, this one marked, and the wrong password, at ${size.width} px in both schemes`, async () => {
      await page.setViewportSize(size);
      await open();
      await until('three sessions', async () => (await rows().count()) === 3);

      // This device: one, marked in words, first, and with no End button; the two others can be ended.
      expect(await page.getByTestId('this-device').count()).toBe(1);
      const current = rows().filter({ has: page.getByTestId('this-device') });
      expect(await current.getByTestId('end-session').count()).toBe(0);
      expect(await rows().first().getByTestId('this-device').count()).toBe(1);
      expect(await page.getByTestId('end-session').count()).toBe(2);
      expect(await rowOf(/iOS/).count()).toBe(1);
      expect(await rowOf(/Firefox/).count()).toBe(1);
      expect(await rowOf(/iOS/).innerText()).toMatch(/Signed in \d{2} \w{3} \d{4}/);
      expect(await rowOf(/iOS/).getByTestId('session-last-seen').innerText()).toMatch(/^Last seen /);
      expect(await page.getByTestId('end-other-sessions').isEnabled()).toBe(true);

      // The history: the wrong password in words, and the sign-ins.
      const wrong = page.getByTestId('login-row').filter({ hasText: 'Wrong password' });
      expect(await wrong.count()).toBeGreaterThanOrEqual(1);
      expect(await wrong.first().getAttribute('data-outcome')).toBe('failure');
      expect(await page.getByTestId('login-row').filter({ hasText: 'Signed in' }).count()).toBeGreaterThanOrEqual(3);
      expect(await page.getByTestId(size.width === 390 ? 'login-history-mobile' : 'login-history-table').count()).toBe(1);

      if (size.width === 390) {
        expect(await page.evaluate<boolean>('document.documentElement.scrollWidth > document.documentElement.clientWidth')).toBe(false);
      }
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.waitForTimeout(300); // the colours' transitions end before the picture
        await page.screenshot({ path: join(SCREENSHOTS, `security-${size.width}-${scheme}.png`), fullPage: true });
        expect(await seriousViolations(page, `{ include: [['main']] }`)).toEqual([]);
      }
    });
  }

  it('ends one session: it leaves the list and its token is refused within 2 s', async () => {
    await page.setViewportSize(WIDTHS[0]);
    await open();
    await until('three sessions', async () => (await rows().count()) === 3);
    expect(await meStatus(tokens.iphone)).toBe(200);

    const iphone = rowOf(/iOS/);
    const id = await iphone.getAttribute('data-session-id');
    await iphone.getByTestId('end-session').click();
    await page.getByTestId('toast').filter({ hasText: 'Session ended' }).first().waitFor();
    await page.locator(`[data-testid="session-row"][data-session-id="${id}"]`).waitFor({ state: 'detached' });
    await refusedSoon('the iPhone', tokens.iphone);
    expect(await rows().count()).toBe(2);
    // The other device is untouched.
    expect(await meStatus(tokens.firefox)).toBe(200);
  });

  it('ends all other sessions after a confirmation: only this device is left, and it stays signed in', async () => {
    await page.setViewportSize(WIDTHS[1]);
    await open();
    await until('two sessions', async () => (await rows().count()) === 2);

    await page.getByTestId('end-other-sessions').click();
    const dialog = page.getByTestId('end-other-sessions-confirm');
    await dialog.waitFor();
    await page.locator('.modal--shown').waitFor();
    await page.waitForTimeout(600); // its fade-in ends before the picture
    expect(await page.getByTestId('end-other-sessions-confirm-text').innerText()).toContain('the 1 other session');
    await page.screenshot({ path: join(SCREENSHOTS, 'security-390-confirm.png') });
    expect(await seriousViolations(page, `{ include: [['[data-testid="end-other-sessions-confirm"]']] }`)).toEqual([]);
    await page.getByTestId('end-other-sessions-confirm-button').click();
    await page.getByTestId('toast').filter({ hasText: '1 other session ended' }).first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    await until('only this device', async () => (await rows().count()) === 1);
    expect(await rows().first().getByTestId('this-device').count()).toBe(1);
    expect(await page.getByTestId('end-other-sessions').isDisabled()).toBe(true);
    await page.getByTestId('no-other-sessions').waitFor();
    await refusedSoon('Firefox', tokens.firefox);

    // This browser is still signed in: a fresh load shows the screen, not the sign-in page.
    await open();
    expect(new URL(page.url()).pathname).toBe('/user/security');
    expect(await rows().count()).toBe(1);
  });
});
