import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import type { BackofficeSummary } from '../../server/src/contracts/backoffice';
import { launchBrowser, seriousViolations, signIn, signInStaff } from '../support/browser';
import { stackApi } from '../support/stack-api';
import { startStack, type Stack } from '../support/stack';

/**
 * The back office's frame in a real browser: staff land on /backoffice after signing in, the queue
 * counts follow new items live, a queue lists its items and leads to them, the audit log shows and
 * filters decisions, a client never gets in, and the keyboard reaches everything. Screenshots of the
 * overview, a queue and the audit log at 1280 and 390 px.
 */
jest.setTimeout(120_000);

const SCREENSHOTS = join(__dirname, '..', '..', '.test-artifacts', 'screenshots');

describe('back office frame in the browser', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  let api: ReturnType<typeof stackApi>;

  const shots = async (name: string) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: join(SCREENSHOTS, `backoffice-${name}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };

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

  it('lands staff on the overview, whose counts follow new items live, and lists a queue that leads to its items', async () => {
    const client = await api.newClient('Bea', 'Stone');
    await api.cryptoDeposit(client.token, 75);

    await signInStaff(page, stack.url, stack.admin);
    expect(new URL(page.url()).pathname).toBe('/backoffice');
    const admin = await api.adminToken();
    const summary = (await api.call<ApiEnvelope<BackofficeSummary>>('/backoffice/summary', { token: admin })).data;
    for (const queue of ['deposits', 'withdrawals', 'kyc', 'plans', 'adjustments'] as const) {
      await page
        .getByTestId(`bo-queue-${queue}-count`)
        .filter({ hasText: new RegExp(`^${summary[queue].pending}$`) })
        .waitFor();
    }
    expect(await page.title()).toMatch(/^Back office · Overview/);

    // A new deposit raises the count without a reload.
    const id = await api.cryptoDeposit(client.token, 1250);
    await page
      .getByTestId('bo-queue-deposits-count')
      .filter({ hasText: new RegExp(`^${summary.deposits.pending + 1}$`) })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shots('overview');

    await page.getByTestId('bo-queue-deposits').click();
    const row = page.getByTestId(`bo-row-${id}`);
    await row.waitFor();
    expect(await row.innerText()).toContain('Bea Stone');
    expect(await row.innerText()).toContain('$1,250.00');
    expect(await seriousViolations(page)).toEqual([]);
    await shots('deposits-queue');

    await row.getByRole('link', { name: `#${id}` }).click();
    await page.waitForURL(`**/backoffice/deposits/${id}`);
    await page
      .getByTestId('bo-item-state')
      .filter({ hasText: /^Pending$/ })
      .waitFor();
  });

  it('shows decisions in the audit log, filtered by item', async () => {
    const client = await api.newClient();
    const id = await api.cryptoDeposit(client.token, 30);
    const admin = await api.adminToken();
    await api.call(`/backoffice/deposits/${id}/reject`, { method: 'POST', token: admin, json: { reason: 'The receipt shows another amount' } });

    await page.goto(`${stack.url}/backoffice`);
    await page.getByTestId('bo-nav-audit').click();
    await page.waitForURL('**/backoffice/audit');
    const entry = page.getByTestId('bo-audit-row').filter({ hasText: `deposit #${id}` });
    await entry.waitFor();
    expect(await entry.innerText()).toContain('The receipt shows another amount');
    expect(await entry.innerText()).toContain(stack.admin.email);

    await page.getByLabel('Item ID').fill(id);
    await page.getByRole('button', { name: 'Apply' }).click();
    await waitForRows(page, 1);
    expect(await page.getByTestId('bo-audit-row').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await shots('audit');
  });

  it('is usable from the keyboard', async () => {
    await page.goto(`${stack.url}/backoffice`);
    await page.getByTestId('bo-queue-deposits').waitFor();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate<string | null>(`document.activeElement?.getAttribute('data-testid') ?? null`)) === 'bo-nav-deposits') break;
    }
    expect(await page.evaluate<string | null>(`document.activeElement?.getAttribute('data-testid') ?? null`)).toBe('bo-nav-deposits');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/backoffice/deposits');
    await page.getByRole('heading', { level: 1, name: 'Deposits' }).waitFor();
  });

  it('opens the queues dashboard (bull-board) for the admin, under the CSP', async () => {
    const problems: string[] = [];
    // A refused request is named by its URL (the console's line for it does not say which one).
    page.on('response', (r) => {
      if (r.status() >= 400) problems.push(`${r.status()} ${r.request().method()} ${r.url()}`);
    });
    page.on('console', (m) => {
      if (m.type() === 'error' && !/fonts\.googleapis|^Failed to load resource/.test(m.text())) problems.push(m.text());
    });
    await page.goto(`${stack.url}/backoffice`);
    await page.getByTestId('bo-queues-dashboard').click();
    await page.waitForURL('**/api/admin/queues**');
    for (const queue of ['settlement', 'backoffice', 'funds']) await page.getByText(queue, { exact: true }).first().waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'backoffice-queues-dashboard-1280.png') });
    expect(problems).toEqual([]);
  });

  it('sends a client to the client area without asking the back-office API anything', async () => {
    const client = await api.newClient();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const clientPage = await context.newPage();
    const asked: string[] = [];
    clientPage.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/backoffice')) asked.push(r.url());
    });
    await signIn(clientPage, stack.url, client);
    expect(new URL(clientPage.url()).pathname).toBe('/user/home');
    expect(await clientPage.getByTestId('nav-backoffice').count()).toBe(0);
    await clientPage.goto(`${stack.url}/backoffice/deposits`);
    await clientPage.waitForURL((u) => u.pathname.startsWith('/user'));
    expect(asked).toEqual([]);
    await context.close();
  });
});

/** Polls until the audit table shows exactly `n` rows (the filter refetches). */
async function waitForRows(page: Page, n: number): Promise<true> {
  const deadline = Date.now() + 10_000;
  while ((await page.getByTestId('bo-audit-row').count()) !== n) {
    if (Date.now() > deadline) throw new Error(`The audit log never showed ${n} rows`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}
