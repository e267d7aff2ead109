import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ADJUSTMENT_MESSAGES } from '../../server/src/contracts/adjustments';
import { REQUESTER_MESSAGE } from '../../server/src/contracts/backoffice';
import { launchBrowser, seriousViolations, signInStaff } from '../support/browser';
import { stackApi } from '../support/stack-api';
import { startStack, type Stack } from '../support/stack';

/**
 * The back office's search by client and the client's page in a real browser: staff type a part of a
 * client's e-mail in the header, see the client with their waiting deposit, leave the list with Escape,
 * open the client with Enter; the page shows every section, links a case to its item, and suspends and
 * reactivates the account through its dialog, and asks for a balance adjustment that two other staff
 * members must approve. Screenshots at 1280 and 390 px in both themes, axe clean.
 */
jest.setTimeout(120_000);

const SCREENSHOTS = join(__dirname, '..', '..', '.test-artifacts', 'screenshots');
const SCHEMES = ['light', 'dark'] as const;
/** The page's sections (web/src/features/backoffice/client/lib/client-view.ts, CLIENT_SECTIONS). */
const SECTIONS = ['cases', 'deposits', 'withdrawals', 'trades', 'statement', 'documents', 'sessions', 'logins', 'profile', 'limits', 'notes'];
const focusedTestId = (page: Page) => page.evaluate<string | null>(`document.activeElement?.getAttribute('data-testid') ?? null`);

describe('back office: search by client and the client page in the browser', () => {
  let stack: Stack;
  let api: ReturnType<typeof stackApi>;
  let browser: Browser;
  let page: Page;

  /** The page at both widths and in both themes: nothing wider than the screen, axe clean, a full-page screenshot each. */
  async function shots(name: string): Promise<void> {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const colorScheme of SCHEMES) {
        await page.emulateMedia({ colorScheme });
        await page.waitForTimeout(150);
        expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
        expect({ colorScheme, width, violations: await seriousViolations(page) }).toEqual({ colorScheme, width, violations: [] });
        await page.screenshot({ path: join(SCREENSHOTS, `backoffice-client-${name}-${width}-${colorScheme}.png`), fullPage: true });
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
  }

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    stack = await startStack();
    api = stackApi(stack);
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('finds a client from the header, opens their page with the keyboard, and shows them whole', async () => {
    const ann = await api.newClient('Ann', 'Lee');
    const depositId = await api.cryptoDeposit(ann.token, 75);
    const admin = await api.adminToken();
    await api.call(`/backoffice/deposits/${depositId}/notes`, { method: 'POST', token: admin, json: { text: 'Receipt matches the chain' } });
    const part = ann.email.split('@')[0].slice(-12);

    await signInStaff(page, stack.url, stack.admin);
    const input = page.getByLabel('Search clients by e-mail, name or id');
    await input.fill(part.toUpperCase());
    const hit = page.getByTestId('bo-search-hit');
    await hit.waitFor();
    expect(await hit.count()).toBe(1);
    expect(await hit.innerText()).toContain('Ann Lee');
    expect(await hit.innerText()).toContain(`Deposit #${depositId} · $75.00`);
    await page.getByRole('status').filter({ hasText: '1 client found' }).waitFor();
    await shots('search');

    await page.keyboard.press('Escape');
    await page.getByTestId('bo-search-results').waitFor({ state: 'hidden' });
    expect(await focusedTestId(page)).toBe('bo-search-input');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/backoffice/clients/${ann.id}`);

    await page
      .getByTestId('bo-client-name')
      .filter({ hasText: /^Ann Lee$/ })
      .waitFor();
    for (const section of SECTIONS) await page.getByTestId(`bo-client-section-${section}`).waitFor();
    expect(await page.getByTestId('bo-client-status').innerText()).toBe('Active');
    expect(await page.getByTestId('bo-client-notes-row').innerText()).toContain('Receipt matches the chain');
    const caseRow = page.getByTestId('bo-client-cases-row').filter({ hasText: `Deposit #${depositId}` });
    expect(await caseRow.innerText()).toContain('Pending');
    expect(await page.title()).toMatch(/^Back office · Ann Lee/);
    await shots('page');

    await caseRow.getByRole('link', { name: `Deposit #${depositId}` }).click();
    await page.waitForURL(`**/backoffice/deposits/${depositId}`);
  });

  it('suspends and reactivates the account through its dialog, with a reason', async () => {
    const cid = await api.newClient('Cid', 'Moor');
    await page.goto(`${stack.url}/backoffice/clients/${cid.id}`);
    await page.getByTestId('bo-client-suspend').click();
    const dialog = page.getByTestId('bo-client-suspend-dialog');
    await dialog.waitFor();
    await page.getByTestId('bo-client-action-submit').click();
    expect(await dialog.getByText('Reason is required').count()).toBe(1);
    await page.getByTestId('bo-client-action-reason').fill('Chargeback under investigation');
    expect({ violations: await seriousViolations(page) }).toEqual({ violations: [] });
    await page.getByTestId('bo-client-action-submit').click();
    await page
      .getByTestId('bo-client-status')
      .filter({ hasText: /^Suspended$/ })
      .waitFor();
    expect(await page.getByTestId('bo-client-suspended').innerText()).toContain('Chargeback under investigation');
    // The dialog fades out before it leaves: the page is looked at once it has.
    await dialog.waitFor({ state: 'detached' });
    await shots('suspended');

    await page.getByTestId('bo-client-reactivate').click();
    await page.getByTestId('bo-client-action-reason').fill('Cleared');
    await page.getByTestId('bo-client-action-submit').click();
    await page
      .getByTestId('bo-client-status')
      .filter({ hasText: /^Active$/ })
      .waitFor();
  });

  it('asks for a credit that two other staff members approve: its requester sees Approve disabled', async () => {
    const dee = await api.newClient('Dee', 'Hart');
    await page.goto(`${stack.url}/backoffice/clients/${dee.id}`);
    // The page has no flag for a second factor: the API says Dee has none to reset.
    await page.getByTestId('bo-client-reset-2fa').click();
    await page.getByTestId('bo-reset-2fa-reason').fill('Lost their phone');
    await page.getByTestId('bo-reset-2fa-submit').click();
    await page.getByTestId('bo-reset-2fa-error').filter({ hasText: ADJUSTMENT_MESSAGES.noSecondFactor }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('bo-reset-2fa-dialog').waitFor({ state: 'detached' });

    await page.getByTestId('bo-client-adjust').click();
    const dialog = page.getByTestId('bo-adjust-dialog');
    await dialog.waitFor();
    await page.getByTestId('bo-adjust-submit').click();
    expect(await dialog.getByText('Reason is required').count()).toBe(1);
    await page.getByTestId('bo-adjust-amount').fill('50.123');
    await page.getByTestId('bo-adjust-reason').fill('Goodwill after an outage');
    await page.getByTestId('bo-adjust-submit').click();
    expect(await dialog.getByText(/at most 2 decimals/).count()).toBe(1);
    expect({ violations: await seriousViolations(page) }).toEqual({ violations: [] });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: join(SCREENSHOTS, 'backoffice-client-adjust-dialog-390-light.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('bo-adjust-amount').fill('50');
    await page.getByTestId('bo-adjust-submit').click();

    const sent = page.getByTestId('bo-change-sent');
    await sent.waitFor();
    expect(await sent.innerText()).toContain('Sent for approval: two other staff members must approve it');
    await dialog.waitFor({ state: 'detached' });
    // The client's cases show the new item, waiting.
    await page.getByTestId('bo-client-cases-row').filter({ hasText: 'Pending' }).first().waitFor();
    await page.getByTestId('bo-change-sent-link').click();
    await page.waitForURL(/\/backoffice\/adjustments\/\d+$/);

    const facts = page.getByTestId('bo-facts');
    await facts.getByText('Goodwill after an outage').waitFor();
    expect(await facts.innerText()).toContain('Credit');
    expect(await facts.innerText()).toContain('$50.00 USD');
    expect(await page.getByTestId('bo-approve').isDisabled()).toBe(true);
    expect(await page.getByTestId('bo-reject').isDisabled()).toBe(false);
    expect(await page.getByTestId('bo-decision-blocked').innerText()).toBe(REQUESTER_MESSAGE);
    expect(await page.getByTestId('bo-client-link').first().innerText()).toBe('Dee Hart');
    await shots('adjustment-item');

    // The queue lists it: the change in words, the amount, who asked, the client's name linking to their page.
    await page.getByTestId('bo-nav-adjustments').click();
    const row = page.getByTestId('bo-queue-table-adjustments').locator('tr').filter({ hasText: 'Dee Hart' });
    await row.waitFor();
    for (const part of ['Credit', '$50.00', stack.admin.email, 'Pending']) expect(await row.innerText()).toContain(part);
    expect(await row.getByTestId('bo-client-link').getAttribute('href')).toBe(`/backoffice/clients/${dee.id}`);
    await shots('adjustments-queue');
  });

  it('says so for a client that does not exist', async () => {
    await page.goto(`${stack.url}/backoffice/clients/00000000-0000-4000-8000-000000000000`);
    expect(await page.getByTestId('bo-client-error').innerText()).toContain('Client not found');
  });
});
