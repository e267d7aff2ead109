import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { UPLOAD_LIMITS } from '../../server/src/contracts/limits';
import { latestBirthDate } from '../../server/src/contracts/rules/birth-date';
import { launchBrowser, seriousViolations, signIn, until } from '../support/browser';
import { pngBytes, textBytes } from '../support/files';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { CLIENT_PASSWORD, stackApi } from '../support/stack-api';
import { startStack, type Stack } from '../support/stack';

/**
 * What the account still needs, after sign-in, at 1280 and 390 px: the checklist's one line and its
 * steps; Send Link, the mailed link, and the e-mail step done; the profile completed in Edit Profile
 * (one date-of-birth error, cleared when fixed); the ID upload's one error, cleared by a valid file;
 * the review turning Rejected live with its reason; the account panel's e-mail and identity apart;
 * one message for a wrong current password; axe on /user/home (checklist open) and /user/edit-profile.
 */
jest.setTimeout(120_000);

const ARTIFACTS = join(__dirname, '..', '..', '.test-artifacts');
/** axe contexts: this slice's parts of the shell (checklist, account button and panel), and the page with them. */
const MINE = "{ include: [['[data-testid=account-checklist]'], ['.account']] }";
const PAGE = "{ include: [['.shell__main'], ['.account']] }";

async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  const db = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await db.connect();
  try {
    return (await db.query(text, params)).rows as T[];
  } finally {
    await db.end();
  }
}

describe.each([
  ['desktop', 1280, 800],
  ['phone', 390, 844],
])('account checklist (%s)', (label, width, height) => {
  let smtp: SmtpSink;
  let stack: Stack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const shot = (name: string) => page.screenshot({ path: join(ARTIFACTS, `browser-account-checklist-${label}-${name}.png`), fullPage: true });
  const testId = (id: string) => page.getByTestId(id);
  const textOf = async (id: string) => ((await testId(id).textContent()) ?? '').trim();
  const toast = (text: string) => page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
  const summaryIs = (text: string) => until(`the summary "${text}"`, async () => (await textOf('checklist-summary').catch(() => '')) === text);
  const countText = (text: string) => page.getByText(text, { exact: true }).count();
  const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email)).length;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    smtp = await startSmtpSink();
    stack = await startStack({ env: { SMTP_URL: smtp.url } });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width, height } });
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

  it('shows the steps left, each done on its screen, live, and hides for the session', async () => {
    const api = stackApi(stack);
    const email = `checklist-${label}-${Date.now()}@example.com`;
    await api.call('/auth/register', {
      method: 'POST',
      json: { firstname: 'Li', lastname: 'Wu', email, password: CLIENT_PASSWORD, confirmPassword: CLIENT_PASSWORD },
    });
    await until('the registration mail', async () => mailsTo(email) === 1);

    // 1. After sign-in: one line, at most 44 px high, that opens the list of steps.
    await signIn(page, stack.url, { email, password: CLIENT_PASSWORD });
    await page.goto(`${stack.url}/user/home`);
    await summaryIs('3 steps left: Confirm e-mail · Complete profile · Upload ID');
    const bar = await testId('account-checklist').boundingBox();
    expect(bar!.height).toBeLessThanOrEqual(44);
    expect(await testId('checklist-step-email').count()).toBe(0);
    await shot('1-collapsed');

    await testId('account-checklist').screenshot({ path: join(ARTIFACTS, `browser-account-checklist-${label}-1-bar.png`) });
    await testId('checklist-toggle').click();
    const states = async () => Promise.all(['email', 'profile', 'upload', 'review'].map(async (k) => testId(`checklist-step-${k}`).getAttribute('data-state')));
    expect(await states()).toEqual(['todo', 'todo', 'todo', 'later']);
    expect(await testId('checklist-go-profile').getAttribute('href')).toBe('/user/edit-profile');
    expect(await testId('checklist-go-upload').getAttribute('href')).toBe('/user/verify');
    await shot('2-open');
    // The checklist and the account button (the trading screen's own findings belong to its slice).
    expect(await seriousViolations(page, MINE)).toEqual([]);

    // 2. The account panel: the e-mail and the identity, each with its status.
    await testId('account-button').click();
    expect(await textOf('email-status')).toBe('Not confirmed');
    expect(await textOf('identity-status')).toBe('Not submitted');
    await testId('send-link').waitFor();
    await shot('3-panel');
    expect(await seriousViolations(page, MINE)).toEqual([]);
    await page.keyboard.press('Escape');

    // 3. Send Link mails a new link; opening it confirms the e-mail and the step is done.
    await testId('checklist-send-link').click();
    await until('the second mail', async () => mailsTo(email) === 2);
    const link = await smtp.waitForLink(email, '/verify-email');
    // The link opens in another tab; back in this one, the step is done without a reload.
    const mailTab = await context.newPage();
    await mailTab.goto(`${stack.url}${link.pathname}${link.search}`);
    await mailTab.getByTestId('verify-email-ok').waitFor();
    await mailTab.close();
    await page.bringToFront();
    await page.evaluate("window.dispatchEvent(new Event('focus'))");
    await summaryIs('2 steps left: Complete profile · Upload ID');
    // Still open from step 1.
    expect(await testId('checklist-toggle').getAttribute('aria-expanded')).toBe('true');
    expect(await testId('checklist-step-email').getAttribute('data-state')).toBe('done');
    await testId('account-button').click();
    expect(await textOf('email-status')).toBe('Confirmed');
    expect(await testId('send-link').count()).toBe(0);
    await page.keyboard.press('Escape');

    // 4. Complete the profile in Edit Profile: gender "others" and a date of birth with the 18-year rule.
    await testId('checklist-go-profile').click();
    await page.waitForURL('**/user/edit-profile');
    await testId('ep-gender').selectOption('others');
    const [y, m, d] = latestBirthDate().split('-').map(Number) as [number, number, number];
    await testId('ep-date_of_birth').fill(new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10));
    await testId('ep-address').fill('1 Main Street');
    await testId('ep-city').fill('Lisbon');
    await testId('ep-state').fill('Lisboa');
    await testId('ep-country').selectOption('Portugal');
    await testId('ep-submit').click();
    await page.getByText('Date of birth must be at least 18 years ago').waitFor();
    expect(await countText('Date of birth must be at least 18 years ago')).toBe(1);
    await testId('ep-date_of_birth').fill('1990-07-15');
    await until('the date error gone', async () => (await countText('Date of birth must be at least 18 years ago')) === 0);
    await shot('4-edit-profile');
    expect({ page: '/user/edit-profile', violations: await seriousViolations(page, PAGE) }).toEqual({ page: '/user/edit-profile', violations: [] });
    await testId('ep-submit').click();
    await toast('Profile updated successfully!');
    await summaryIs('1 step left: Upload ID');

    // 5. The ID upload: each error once, gone when a valid file is chosen.
    await testId('checklist-toggle').click();
    await testId('checklist-go-upload').click();
    await page.waitForURL('**/user/verify');
    await testId('kyc-method').selectOption('national_id');
    await testId('kyc-submit').click();
    await page.getByText('Please select file!').waitFor();
    expect(await countText('Please select file!')).toBe(1);
    // A file over 5 MB: its one error replaces the first.
    await testId('kyc-file').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(UPLOAD_LIMITS.document + 1) });
    await page.getByText('Max file size is 5mb').waitFor();
    expect([await countText('Max file size is 5mb'), await countText('Please select file!')]).toEqual([1, 0]);
    // A text file dressed as an image: the server's refusal shows under the field only.
    await testId('kyc-file').setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: Buffer.from(textBytes()) });
    await until('the size error gone', async () => (await countText('Max file size is 5mb')) === 0);
    expect(await countText('Please select file!')).toBe(0);
    await testId('kyc-submit').click();
    const fieldError = page.locator('.field__error');
    await until('the refusal under the file', async () => (await fieldError.count()) === 1);
    const refusal = ((await fieldError.first().textContent()) ?? '').trim();
    expect(await countText(refusal)).toBe(1);
    expect(await testId('kyc-error').count()).toBe(0);
    await shot('5-upload-error');
    await testId('kyc-file').setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: Buffer.from(pngBytes(2048)) });
    await until('the refusal gone', async () => (await countText(refusal)) === 0);
    await testId('kyc-submit').click();
    await toast('Government ID Submitted Successfully!');
    await summaryIs('ID under review');
    await testId('account-button').click();
    expect(await textOf('identity-status')).toBe('Pending review');
    await page.keyboard.press('Escape');

    // 6. Staff reject the document: the checklist and the panel say so without a reload.
    const admin = await api.adminToken();
    const [row] = await sql<{ id: string }>(
      'SELECT v.id FROM identity_verifications v JOIN users u ON u.id = v.user_id WHERE u.email = $1 ORDER BY v.id DESC LIMIT 1',
      [email],
    );
    await api.call(`/backoffice/kyc/${row.id}/reject`, { method: 'POST', token: admin, json: { reason: 'Unreadable' } });
    await summaryIs('1 step left: Upload new ID');
    await testId('checklist-toggle').click();
    await until('the reason', async () => (await textOf('checklist-step-review')).includes('Reason: Unreadable.'));
    await testId('account-button').click();
    expect(await textOf('identity-status')).toBe('Rejected (Unreadable)');
    await shot('6-rejected');
    await page.keyboard.press('Escape');

    // 7. A wrong current password: one message.
    await page.goto(`${stack.url}/user/change-password`);
    await testId('cpw-current').fill('not-my-password');
    await testId('cpw-password').fill('brand-new-secret-1');
    await testId('cpw-confirm').fill('brand-new-secret-1');
    await testId('cpw-submit').click();
    await page.getByText('Current is incorrect').first().waitFor();
    expect(await countText('Current is incorrect')).toBe(1);
    expect(await testId('cpw-error').count()).toBe(0);
    await testId('cpw-current').fill(CLIENT_PASSWORD);
    await until('the message gone', async () => (await countText('Current is incorrect')) === 0);
    await shot('7-change-password');

    // 8. Hidden for the session: gone on every page, still gone after a reload.
    await testId('checklist-dismiss').click();
    expect(await testId('account-checklist').count()).toBe(0);
    await page.goto(`${stack.url}/user/home`);
    await testId('account-button').waitFor();
    expect(await testId('account-checklist').count()).toBe(0);
  });
});
