import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signUp, until } from '../support/browser';
import { pngBytes } from '../support/files';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { startStack, type Stack } from '../support/stack';

/**
 * The account lifecycle in a real browser against the built app and API, with the mails read from
 * an SMTP server in this process: signup → complete profile → ID upload → signed in on Quick Trading
 * (e-mail Not confirmed, identity Pending review) → the mailed link → Confirmed; KYC record Pending; profile and password changes; forgotten password
 * → the mailed reset link → login with the new password through the header's login modal.
 */
jest.setTimeout(90_000);

const ARTIFACTS = join(__dirname, '..', '..', '.test-artifacts');
const PASSWORD = 'correct-horse-42';
const CHANGED_PASSWORD = 'battery-staple-77';
const RESET_PASSWORD = 'tr0ub4dor-and-3';

describe('account flow in the browser', () => {
  let smtp: SmtpSink;
  let stack: Stack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const shot = (name: string) => page.screenshot({ path: join(ARTIFACTS, `browser-account-flow-${name}.png`), fullPage: true });
  /** A mailed link opened on the stack's own origin (the session lives in that origin's storage). */
  const open = (link: URL) => page.goto(`${stack.url}${link.pathname}${link.search}`);
  const toast = (text: string) => page.getByTestId('toast').filter({ hasText: text }).first().waitFor();

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    smtp = await startSmtpSink();
    // Real mail, to the sink.
    stack = await startStack({ env: { SMTP_URL: smtp.url } });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
    await smtp?.close();
  });

  afterEach(async () => {
    await shot('last').catch(() => undefined);
  });

  it('registers, completes the profile, uploads an ID, confirms the e-mail, edits the profile and resets the password', async () => {
    const email = `account-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

    // 1. Sign up: on to the profile step with the session.
    await signUp(page, stack.url, { firstname: 'Ada', lastname: 'Lovelace', email, password: PASSWORD });
    await toast('Please check your mailbox and confirm your email!');

    // 2. Complete the profile; the client refuses a minor before the server is asked.
    await page.getByTestId('cp-submit').click();
    expect(await page.getByText('Gender is required').count()).toBe(1);
    await page.getByTestId('cp-gender').selectOption('female');
    await page.getByTestId('cp-dob').fill('1990-12-10');
    await page.getByTestId('cp-address').fill('12 St James Square');
    await page.getByTestId('cp-city').fill('London');
    await page.getByTestId('cp-state').fill('Greater London');
    await page.getByTestId('cp-country').selectOption('United Kingdom');
    await shot('1-complete-profile');
    await page.getByTestId('cp-submit').click();
    await page.waitForURL('**/auth/user-identification');
    await toast('Profile Saved Successfully!');

    // 3. The government ID: a file is required.
    await page.getByTestId('ui-method').selectOption('national_id');
    await page.getByTestId('ui-submit').click();
    await page.getByText('Please select file!').waitFor();
    expect(await page.getByText('Please select file!').count()).toBe(1);
    await page.getByTestId('ui-file').setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: Buffer.from(pngBytes(2048)) });
    // The error goes as soon as a valid file is chosen.
    await until('the file error gone', async () => (await page.getByText('Please select file!').count()) === 0);
    await page.getByTestId('ui-submit').click();
    await toast('Government ID Submitted Successfully!');

    // 4. Signed in on Quick Trading without typing the password again: e-mail Not confirmed, with Send Link; the identity Pending review.
    await page.waitForURL('**/user/home');
    await page.getByTestId('account-button').click();
    await page
      .getByTestId('email-status')
      .filter({ hasText: /^Not confirmed$/ })
      .waitFor();
    await page
      .getByTestId('identity-status')
      .filter({ hasText: /^Pending review$/ })
      .waitFor();
    await page.getByTestId('send-link').waitFor();
    await shot('2-not-verified');

    // 5. The mailed confirmation link: Success dialog, OK goes home, the e-mail reads Confirmed.
    const confirm = await smtp.waitForLink(email, '/verify-email');
    await open(confirm);
    await page.getByTestId('verify-email-ok').click();
    await page.waitForURL(`${stack.url}/`);
    await page.goto(`${stack.url}/user/home`);
    await page.getByTestId('account-button').click();
    await page
      .getByTestId('email-status')
      .filter({ hasText: /^Confirmed$/ })
      .waitFor();
    expect(await page.getByTestId('send-link').count()).toBe(0);
    // Clicked again: the address is already confirmed.
    await open(confirm);
    await page.getByTestId('verify-email-dialog').filter({ hasText: 'already confirmed' }).waitFor();
    await page.getByTestId('verify-email-ok').click();
    await page.waitForURL(`${stack.url}/`);

    // 6. The ID record is Pending: no second upload.
    await page.goto(`${stack.url}/user/verify`);
    await page.getByTestId('kyc-status').filter({ hasText: 'Pending' }).waitFor();
    expect(await page.getByTestId('kyc-submit').isDisabled()).toBe(true);
    await page.getByTestId('kyc-preview').waitFor();
    await shot('3-kyc-pending');

    // 7. Edit the profile (the length rule of names first), with an avatar.
    await page.goto(`${stack.url}/user/edit-profile`);
    await page.getByTestId('ep-firstname').fill('');
    await page.getByTestId('ep-submit').click();
    await page.getByText('Firstname must be at least 2 characters long').waitFor();
    await page.getByTestId('ep-firstname').fill('Augusta');
    await page.getByTestId('ep-phone').fill('+44 20 7946 0018');
    await page.getByTestId('ep-gender').selectOption('female');
    await page.getByTestId('ep-avatar').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(pngBytes(1024)) });
    await page.getByTestId('ep-submit').click();
    await toast('Profile updated successfully!');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByTestId('account-panel').filter({ hasText: 'Augusta Lovelace' }).waitFor();
    await page.keyboard.press('Escape');

    // 8. Change the password; a wrong current password is said once.
    await page.goto(`${stack.url}/user/change-password`);
    await page.getByTestId('cpw-current').fill('not-my-password');
    await page.getByTestId('cpw-password').fill(CHANGED_PASSWORD);
    await page.getByTestId('cpw-confirm').fill(CHANGED_PASSWORD);
    await page.getByTestId('cpw-submit').click();
    await page.getByText('Current is incorrect').first().waitFor();
    expect(await page.getByText('Current is incorrect').count()).toBe(1);
    await page.getByTestId('cpw-current').fill(PASSWORD);
    await page.getByTestId('cpw-password').fill(CHANGED_PASSWORD);
    await page.getByTestId('cpw-confirm').fill(`${CHANGED_PASSWORD}x`);
    await page.getByTestId('cpw-submit').click();
    await page.getByText('Password and Confirm Password does not match').waitFor();
    await page.getByTestId('cpw-confirm').fill(CHANGED_PASSWORD);
    await page.getByTestId('cpw-submit').click();
    await toast('Password Changed Successfully.');

    // 9. Forgotten password: the mailed link shows the e-mail and sets a new password.
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL('**/auth/signin');
    await page.goto(`${stack.url}/auth/forgot-password`);
    await page.getByTestId('forgot-email').fill(email);
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('forgot-success').waitFor();
    const reset = await smtp.waitForLink(email, '/auth/reset-password');
    await open(reset);
    expect(await page.getByTestId('reset-email').inputValue()).toBe(email);
    await page.getByTestId('reset-password').fill(RESET_PASSWORD);
    await page.getByTestId('reset-confirm').fill(RESET_PASSWORD);
    await page.getByTestId('reset-submit').click();
    await page.waitForURL('**/auth/signin');
    await shot('4-reset-done');

    // 10. Log in with the new password through the login modal of the public header.
    await page.goto(`${stack.url}/`);
    await page.getByTestId('header-login').click();
    await page.getByTestId('login-modal').waitFor();
    await page.getByTestId('login-modal-email').fill(email);
    await page.getByTestId('login-modal-password').fill(CHANGED_PASSWORD);
    await page.getByTestId('login-modal-submit').click();
    await page.getByTestId('login-modal-error').waitFor();
    await page.getByTestId('login-modal-password').fill(RESET_PASSWORD);
    await page.getByTestId('login-modal-submit').click();
    await page.waitForURL('**/user/home');
    await shot('5-signed-in');
  });
});
