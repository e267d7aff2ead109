import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, seriousViolations, signUp } from '../support/browser';
import { pngBytes } from '../support/files';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { startStack, type Stack } from '../support/stack';

/**
 * The registration as a new client goes through it, at 1280 and 390 px in both themes: sign-up, profile,
 * ID upload, and then signed in on Quick Trading, the password never typed again; no URL of the way
 * (the address bar, the history, a redirect) ever carries a token. Then the mailed confirmation link,
 * clicked once more, says the address is already confirmed. axe finds nothing serious.
 */
jest.setTimeout(240_000);

const SCREENS = join(tmpdir(), 'trading-screens');
const PASSWORD = 'correct-horse-42';
/** A JWT (three base64url parts) or a session parameter anywhere in a URL. */
const TOKEN_IN_URL = /session=|eyJ[\w-]+\.[\w-]+\.[\w-]+/;

describe('onboarding ends signed in, with no token in any URL', () => {
  let smtp: SmtpSink;
  let stack: Stack;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page;

  const shots = async (name: string) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.waitForTimeout(350);
      await page.screenshot({ path: join(SCREENS, `onboarding-${name}-${page.viewportSize()?.width}-${colorScheme}.png`) });
    }
  };

  beforeAll(async () => {
    mkdirSync(SCREENS, { recursive: true });
    smtp = await startSmtpSink();
    stack = await startStack({ env: { SMTP_URL: smtp.url } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
    await smtp?.close();
  });

  it.each([1280, 390])(
    'at %i px: sign-up, profile, ID, then Quick Trading signed in; the confirmation link clicked again says already confirmed',
    async (width) => {
      context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 } });
      page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const urls: string[] = [];
      page.on('request', (r) => urls.push(r.url()));
      page.on('framenavigated', (f) => urls.push(f.url()));
      const email = `onboard-${width}-${Date.now()}@example.com`;

      await signUp(page, stack.url, { firstname: 'Ada', lastname: 'Lovelace', email, password: PASSWORD });
      expect(await seriousViolations(page)).toEqual([]);
      // A reload keeps the step: the session lives in this tab's storage.
      await page.reload();
      await page.getByTestId('cp-gender').selectOption('female');
      await page.getByTestId('cp-dob').fill('1990-12-10');
      await page.getByTestId('cp-address').fill('12 St James Square');
      await page.getByTestId('cp-city').fill('London');
      await page.getByTestId('cp-state').fill('Greater London');
      await page.getByTestId('cp-country').selectOption('United Kingdom');
      await page.getByTestId('cp-submit').click();
      await page.waitForURL('**/auth/user-identification');

      await page.getByTestId('ui-method').selectOption('national_id');
      await page.getByTestId('ui-file').setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: Buffer.from(pngBytes(2048)) });
      await shots('id-step');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('ui-submit').click();

      // Signed in on Quick Trading, in demo, without the sign-in page.
      await page.waitForURL('**/user/home');
      await page.getByTestId('account-button').waitFor();
      expect(await page.getByTestId('mode-toggle').getAttribute('data-mode')).toBe('demo');
      await page.getByTestId('toast').filter({ hasText: 'Government ID Submitted Successfully!' }).first().waitFor();
      await shots('signed-in');
      expect(await seriousViolations(page)).toEqual([]);
      // The session outlives a reload (the refresh cookie of the registration), and the onboarding session is gone from the tab.
      await page.reload();
      await page.getByTestId('account-button').waitFor();
      expect(new URL(page.url()).pathname).toBe('/user/home');
      expect(await page.evaluate(`sessionStorage.getItem('onboarding-session')`)).toBeNull();

      const history = await page.evaluate<number>('history.length');
      expect(history).toBeGreaterThan(1);
      expect(urls.filter((u) => TOKEN_IN_URL.test(u))).toEqual([]);
      expect(urls.some((u) => u.includes('/auth/signin'))).toBe(false);

      // The mailed link once, then again: already confirmed.
      const link = await smtp.waitForLink(email, '/verify-email');
      await page.goto(`${stack.url}${link.pathname}${link.search}`);
      await page.getByTestId('verify-email-dialog').waitFor();
      await page.getByTestId('verify-email-ok').click();
      await page.goto(`${stack.url}${link.pathname}${link.search}`);
      const again = page.getByTestId('verify-email-dialog');
      await again.filter({ hasText: 'already confirmed' }).waitFor();
      expect(await page.getByText('invalid or has expired').count()).toBe(0);
      await shots('confirmed-again');
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
      context = undefined;
    },
  );
});
