import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, seriousViolations, signIn, until } from '../support/browser';
import { startStack, type Stack } from '../support/stack';
import { stackApi } from '../support/stack-api';
import { enrolledAccount, nextCode, rememberTotpSecret, totpCode } from '../support/two-factor';

/**
 * Two-factor sign-in in a real browser: a client sets it up from /user/security (QR code, key, a wrong
 * code refused, the right one), sees the ten recovery codes once, signs out and signs in again through
 * the code step; the withdrawal form then asks for a code. A staff member without it lands on the
 * security screen, told why. At 1280 and 390 px in both colour schemes, no serious axe finding.
 */
jest.setTimeout(240_000);

const SCREENSHOTS = join(__dirname, '..', '..', '.test-artifacts', 'screenshots');
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

describe('two-factor sign-in in the browser', () => {
  let stack: Stack;
  let api: ReturnType<typeof stackApi>;
  let browser: Browser;
  let page: Page;
  let client: Awaited<ReturnType<ReturnType<typeof stackApi>['newClient']>>;

  /** Pictures at both widths in both schemes, and axe over the page's main content. */
  async function pictures(name: string): Promise<void> {
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      if (size.width === 390) {
        expect(await page.evaluate<boolean>('document.documentElement.scrollWidth > document.documentElement.clientWidth')).toBe(false);
      }
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.waitForTimeout(300); // the colours' transitions end before the picture
        await page.screenshot({ path: join(SCREENSHOTS, `two-factor-${name}-${size.width}-${scheme}.png`), fullPage: true });
        expect(await seriousViolations(page)).toEqual([]);
      }
    }
    await page.setViewportSize(WIDTHS[0]);
    await page.emulateMedia({ colorScheme: 'light' });
  }

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    stack = await startStack();
    api = stackApi(stack);
    client = await api.newClient('Tess', 'Factor');
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  afterEach(async () => {
    await page?.screenshot({ path: join(SCREENSHOTS, 'two-factor-last.png'), fullPage: true }).catch(() => undefined);
  });

  it('enrols from /user/security: QR code and key, a wrong code refused, the right one shows ten recovery codes once', async () => {
    const context = await browser.newContext({ viewport: WIDTHS[0] });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, stack.url, client);
    await page.goto(`${stack.url}/user/security`);
    const panel = page.getByTestId('two-factor');
    await panel.waitFor();
    expect(await page.getByTestId('two-factor-state').innerText()).toBe('Off');
    await pictures('off');

    await page.getByTestId('two-factor-start').click();
    await page.getByTestId('two-factor-qr').waitFor();
    const secret = (await page.getByTestId('two-factor-secret').getAttribute('data-secret'))!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect((await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '')).toBe(secret);
    await pictures('setup');

    await page.getByTestId('two-factor-code').fill(totpCode(secret) === '000000' ? '111111' : '000000');
    await page.getByTestId('two-factor-enable').click();
    await until('the wrong code refused', async () =>
      /code is not right/.test(
        (await page
          .getByTestId('two-factor-enable-error')
          .textContent()
          .catch(() => '')) ?? '',
      ),
    );

    await page.getByTestId('two-factor-code').fill(totpCode(secret));
    await page.getByTestId('two-factor-enable').click();
    await page.getByTestId('recovery-codes').waitFor();
    const codes = await page.getByTestId('recovery-codes').locator('li').allInnerTexts();
    expect(codes).toHaveLength(10);
    expect(await page.getByTestId('two-factor-state').innerText()).toBe('On');
    await pictures('recovery-codes');
    rememberTotpSecret(client.email, secret);
    enrolledAccount(client.email)!.lastStep = Math.floor(Date.now() / 30_000);

    await page.getByTestId('recovery-codes-done').click();
    await page.getByTestId('recovery-codes').waitFor({ state: 'detached' });
    await page.getByTestId('two-factor-turn-off').waitFor();
    await context.close();
  });

  it('signs in with the code step after the password, then the withdrawal form asks for a code', async () => {
    const context = await browser.newContext({ viewport: WIDTHS[0] });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${stack.url}/auth/signin`);
    await page.getByTestId('signin-email').fill(client.email);
    await page.getByTestId('signin-password').fill(client.password);
    await page.getByTestId('signin-submit').click();
    await page.getByTestId('signin-code').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/signin');
    await pictures('code-step');

    await page.getByTestId('signin-code').fill('000000' === totpCode(enrolledAccount(client.email)!.secret) ? '111111' : '000000');
    await page.getByTestId('signin-code-submit').click();
    await page.getByTestId('signin-code-error').waitFor();
    await page.getByTestId('signin-code').fill(await nextCode(enrolledAccount(client.email)!));
    await page.getByTestId('signin-code-submit').click();
    await page.waitForURL('**/user/home');

    // Withdrawals are real money: switch to the live account first.
    await page.getByTestId('mode-toggle').click();
    await page.locator('[data-testid="mode-toggle"][data-mode="real"]').waitFor();
    await page.goto(`${stack.url}/user/withdraw-fund`);
    await page.getByTestId('withdraw-tile-bank').click();
    await page.getByTestId('withdraw-code').waitFor();
    await context.close();
  });

  it('leads a staff member without two-factor sign-in to the security screen, saying why', async () => {
    const staff = await api.newClient('Stan', 'Staff');
    const db = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
    await db.query(`UPDATE users SET roles = ARRAY['client','staff'] WHERE id = $1`, [staff.id]);
    await db.end();
    const context = await browser.newContext({ viewport: WIDTHS[0] });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, stack.url, staff);
    await page.waitForURL('**/user/security');
    await page.getByTestId('staff-two-factor-notice').waitFor();
    // Opening the back office leads back here, before any back-office call.
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/backoffice')) asked.push(r.url());
    });
    await page.goto(`${stack.url}/backoffice`);
    await page.waitForURL('**/user/security');
    expect(asked).toEqual([]);
    await pictures('staff-notice');
    await context.close();
  });
});
