import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import { type BackofficeSummary, AWAITING_SECOND_APPROVAL } from '../../server/src/contracts/backoffice';
import type { UserDto } from '../../server/src/contracts/account';
import { launchBrowser, seriousViolations, signInStaff } from '../support/browser';
import { startStack, type Stack } from '../support/stack';
import { stackApi } from '../support/stack-api';
import { sandboxCard } from '../support/sandbox-card';

/**
 * The back office's Plan upgrades in a real browser against the built app and API: the overview's
 * card and the navigation count, the queue (current → requested plan, amount held), and the item
 * view: a rejection with a quick reason refunds the hold, an approval changes the client's plan, and
 * one above the four-eyes limit waits for a second approver. Screenshots at 1280 and 390 px.
 */
jest.setTimeout(120_000);

const SCREENSHOTS = join(__dirname, '..', '..', '.test-artifacts', 'screenshots');

/** Waits until the element with this test id reads exactly `text` (the screen updates from the socket or polling). */
const textIs = (page: Page, testId: string, text: string) =>
  page
    .getByTestId(testId)
    .filter({ hasText: new RegExp(`^${text.replace(/[$.()]/g, '\\$&')}$`) })
    .waitFor();

const card = sandboxCard;

describe('back office plan upgrades in the browser', () => {
  let stack: Stack;
  let api: ReturnType<typeof stackApi>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const shot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `backoffice-plans-${name}.png`), fullPage: true });
  const shots = async (name: string) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(100);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
      await shot(`${name}-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  /** A client with `usd` by card (credited at once below the review limit), on Beginner, asking for `plan`; answers the request's id. */
  async function upgradeRequest(firstname: string, lastname: string, usd: number, plan: string) {
    const client = await api.newClient(firstname, lastname);
    await api.call('/deposit/card', { method: 'POST', token: client.token, json: card(usd) });
    const deadline = Date.now() + 10_000;
    while ((await api.call<ApiEnvelope<UserDto>>('/users/me', { token: client.token })).data.balance !== usd) {
      if (Date.now() > deadline) throw new Error('the card deposit was not credited');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await api.call('/users/set-plan', { method: 'POST', token: client.token, json: { trading_plan: 'Beginner-3000' } });
    await api.call('/users/request-plan-update', { method: 'POST', token: client.token, json: { trading_plan: plan } });
    const db = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
    const { rows } = await db.query<{ id: string }>(`SELECT id FROM plan_requests WHERE user_id = $1 AND status = 'Pending'`, [client.id]);
    await db.end();
    return { ...client, requestId: rows[0].id };
  }

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    // Four eyes from 15,000 USD: Beginner → Gold (4,600 held) needs one approval, Beginner → Platinum (18,199) two.
    stack = await startStack({ env: { FOUR_EYES_LIMIT: '15000', CARD_REVIEW_LIMIT: '1000000' } });
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

  afterEach(async () => {
    await shot('last').catch(() => undefined);
  });

  it('lists upgrades in their queue, rejects one with a quick reason, approves another and takes a third through four eyes', async () => {
    const ann = await upgradeRequest('Ann', 'Lee', 10_000, 'Gold-7600');
    const carl = await upgradeRequest('Carl', 'Novak', 10_000, 'Gold-7600');
    const dora = await upgradeRequest('Dora', 'Quinn', 25_000, 'Platinum-21199');

    await signInStaff(page, stack.url, stack.admin);
    await page.waitForURL('**/backoffice');

    // The overview's card and the navigation's count.
    const summary = (await api.call<ApiEnvelope<BackofficeSummary>>('/backoffice/summary', { token: await api.adminToken() })).data;
    expect(summary.plans.pending).toBeGreaterThanOrEqual(3);
    await textIs(page, 'bo-queue-plans-count', String(summary.plans.pending));
    await expect(page.getByTestId('bo-queue-plans').textContent()).resolves.toContain('Plan upgrades');
    await expect(page.getByTestId('bo-nav-plans').textContent()).resolves.toBe(`Plan upgrades${summary.plans.pending}`);
    await shots('overview');

    // The queue: the plans by name and the amount held.
    await page.getByTestId('bo-queue-plans').click();
    await page.waitForURL('**/backoffice/plans');
    await page.getByRole('heading', { level: 1, name: 'Plan upgrades' }).waitFor();
    const row = page.getByTestId(`bo-row-${ann.requestId}`);
    await row.waitFor();
    const text = await row.innerText();
    for (const part of ['Ann Lee', ann.email, 'Beginner → Gold', '$4,600.00', 'Pending']) expect(text).toContain(part);
    await expect(page.getByTestId(`bo-row-${dora.requestId}`).innerText()).resolves.toContain('Beginner → Platinum');
    expect(await seriousViolations(page)).toEqual([]);
    await shots('queue');

    // The item: facts, the client beside it; rejected with a quick reason, the hold comes back.
    // The client's name links to their page; the id to the item.
    expect(await row.getByTestId('bo-client-link').getAttribute('href')).toBe(`/backoffice/clients/${ann.id}`);
    await row.getByRole('link', { name: `#${ann.requestId}` }).click();
    await page.waitForURL(`**/backoffice/plans/${ann.requestId}`);
    await textIs(page, 'bo-item-state', 'Pending');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(`Plan upgrade #${ann.requestId}`);
    const facts = await page.getByTestId('bo-facts').innerText();
    for (const part of ['Beginner', 'Gold', '$7,600.00 USD', '$4,600.00 USD']) expect(facts).toContain(part);
    await textIs(page, 'bo-client-balance', '$2,400.00');
    expect(await page.getByTestId('bo-no-document').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shots('item-pending');

    await page.getByTestId('bo-reject').click();
    await page.getByTestId('bo-confirm').click();
    await page.getByText('Reason is required').waitFor();
    await page.getByRole('button', { name: 'Payment source unclear' }).click();
    await expect(page.getByTestId('bo-summary').textContent()).resolves.toBe(
      "Reject the upgrade to Gold: $4,600.00 will be refunded to Ann Lee's real balance and the plan stays Beginner. Reason given: “Payment source unclear”.",
    );
    await shots('item-reject');
    await page.getByTestId('bo-confirm').click();
    await textIs(page, 'bo-item-state', 'Rejected');
    await textIs(page, 'bo-client-balance', '$7,000.00');
    await expect(page.getByTestId('bo-facts').innerText()).resolves.toContain('Payment source unclear');
    await expect(page.getByTestId('bo-timeline').textContent()).resolves.toContain(stack.admin.email);
    const annNow = (await api.call<ApiEnvelope<UserDto>>('/users/me', { token: ann.token })).data;
    expect(annNow.trading_plan).toBe('Beginner-3000');
    expect(annNow.plan_request).toMatchObject({ status: 'Rejected', reason: 'Payment source unclear' });
    await shots('item-rejected');

    // Approved with a note: the hold is charged and the client's plan becomes Gold.
    await page.goto(`${stack.url}/backoffice/plans/${carl.requestId}`);
    await textIs(page, 'bo-item-state', 'Pending');
    await page.getByTestId('bo-approve').click();
    await page.getByTestId('bo-note').fill('Paid by card');
    await expect(page.getByTestId('bo-summary').textContent()).resolves.toBe(
      "$4,600.00 held will be charged and Carl Novak's plan becomes Gold. Note: “Paid by card”.",
    );
    await page.getByTestId('bo-confirm').click();
    await textIs(page, 'bo-item-state', 'Approved');
    await page.getByTestId('bo-applied').waitFor();
    // The client card refetches on the same update as the item: wait for it rather than read it once.
    await page
      .getByTestId('bo-client')
      .filter({ hasText: /Plan\s*Gold/ })
      .waitFor();
    await textIs(page, 'bo-client-balance', '$2,400.00');
    expect((await api.call<ApiEnvelope<UserDto>>('/users/me', { token: carl.token })).data.trading_plan).toBe('Gold-7600');

    // Above the limit: the first approval waits for another staff member.
    await page.goto(`${stack.url}/backoffice/plans/${dora.requestId}`);
    await textIs(page, 'bo-item-state', 'Pending');
    await page.getByTestId('bo-approve').click();
    await expect(page.getByTestId('bo-summary').textContent()).resolves.toBe("$18,199.00 held will be charged and Dora Quinn's plan becomes Platinum.");
    await page.getByTestId('bo-confirm').click();
    await textIs(page, 'bo-item-state', AWAITING_SECOND_APPROVAL);
    await textIs(page, 'bo-four-eyes', `Approved by ${stack.admin.email} — awaiting a second approval from another staff member`);
    // The second approval is another staff member's: the first approver's Approve is disabled, saying why.
    expect(await page.getByTestId('bo-approve').isDisabled()).toBe(true);
    await textIs(page, 'bo-decision-blocked', 'You gave the first approval; another staff member must give the second');
    expect(await seriousViolations(page)).toEqual([]);
    await shots('item-four-eyes');

    // The queue's Approved filter lists Carl's.
    await page.goto(`${stack.url}/backoffice/plans`);
    await page.getByRole('button', { name: 'Approved', exact: true }).click();
    await page.getByTestId(`bo-row-${carl.requestId}`).waitFor();
    expect(await page.getByTestId(`bo-row-${ann.requestId}`).count()).toBe(0);
  });
});
