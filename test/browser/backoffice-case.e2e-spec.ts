import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import { AWAITING_SECOND_APPROVAL } from '../../server/src/contracts/backoffice';
import { CLAIMED_BY_OTHER } from '../../server/src/contracts/cases';
import type { DepositDto } from '../../server/src/contracts/funds';
import { box, launchBrowser, seriousViolations, signInStaff } from '../support/browser';
import { startStack, type Stack } from '../support/stack';
import { CLIENT_PASSWORD, stackApi } from '../support/stack-api';

/**
 * The back office as a case manager, two staff members in two browsers against the built app and API:
 * A (the administrator) claims a pending deposit and adds a note; B, on the same item, sees without a
 * reload that A holds it and what A wrote, and cannot decide it (the buttons say why); A approves and
 * B's page follows. Four eyes: the first approver's Approve is disabled with the reason, another staff
 * member gives the second. The queue filters by assignee, kept in the URL. The item page at 1280 px
 * shows the document beside the decision (both on a 1280 x 800 screen), at 390 px the decision first;
 * screenshots in both themes, axe clean.
 */
jest.setTimeout(180_000);

const SCREENSHOTS = join(__dirname, '..', '..', '.test-artifacts', 'screenshots');
const SCHEMES = ['light', 'dark'] as const;

/** A phone photo of a receipt: portrait, 600 x 900, a title and the amount (the server re-encodes uploads). */
async function receiptPng(amount: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900">
    <rect width="600" height="900" fill="#fdfdf8"/><rect x="16" y="16" width="568" height="868" fill="none" stroke="#1e3a8a" stroke-width="5"/>
    <text x="48" y="110" font-family="sans-serif" font-size="44" fill="#1e3a8a">PAYMENT RECEIPT</text>
    <text x="48" y="220" font-family="sans-serif" font-size="34" fill="#111827">Amount: ${amount}</text>
    <text x="48" y="290" font-family="sans-serif" font-size="28" fill="#374151">Network: Bitcoin</text>
    <text x="48" y="800" font-family="monospace" font-size="18" fill="#6b7280">tx 4a5e1e4baab89f3a32518a88c31bc87f618f7667</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Waits until the element with this test id reads exactly `text` (the screen follows the socket). */
const textIs = (page: Page, testId: string, text: string) =>
  page
    .getByTestId(testId)
    .filter({ hasText: new RegExp(`^${text.replace(/[$.()+?*[\]^|\\]/g, '\\$&')}$`) })
    .waitFor();

/** Polls an expression in the page (the app's CSP forbids the eval that waitForFunction needs) until it is true. */
async function until(page: Page, expression: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate<boolean>(expression))) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const receiptShown = (page: Page) =>
  until(
    page,
    `(() => { const img = document.querySelector('[data-testid="bo-document"] img'); return Boolean(img && img.complete && img.naturalWidth === 600); })()`,
  );

describe('back office cases in the browser: claim, note, decide', () => {
  let stack: Stack;
  let api: ReturnType<typeof stackApi>;
  let browser: Browser;
  let contexts: BrowserContext[] = [];
  /** A: the administrator; B: a staff member. */
  let a: Page;
  let b: Page;
  let staffB: { email: string; password: string };

  async function staffPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    return page;
  }

  async function deposit(token: string, usd: number): Promise<string> {
    const form = new FormData();
    form.append('usd_amount', String(usd));
    form.append('currency', 'btc');
    const png = await receiptPng(`$${usd.toLocaleString('en-US')}.00`);
    form.append('receipt', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'receipt.png');
    const res = await api.call<ApiEnvelope<DepositDto>>('/deposit', { method: 'POST', token, form });
    expect(res.data.status).toBe('Pending');
    return String(res.data.deposit_id);
  }

  /** The item page as A sees it, at a width, in both themes: full-page screenshots, axe clean, nothing wider than the screen. */
  async function shots(page: Page, name: string, width: number, height: number): Promise<void> {
    await page.setViewportSize({ width, height });
    for (const colorScheme of SCHEMES) {
      await page.emulateMedia({ colorScheme });
      await page.waitForTimeout(150);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
      expect({ colorScheme, width, violations: await seriousViolations(page) }).toEqual({ colorScheme, width, violations: [] });
      await page.screenshot({ path: join(SCREENSHOTS, `backoffice-case-${name}-${width}-${colorScheme}.png`), fullPage: true });
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    // Four eyes from 2,000 USD: the 150 USD deposit needs one approval, the 2,500 USD one two.
    stack = await startStack({ env: { FOUR_EYES_LIMIT: '2000' } });
    api = stackApi(stack);
    browser = await launchBrowser();

    const bea = await api.newClient('Bea', 'Staff');
    const db = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
    await db.query(`UPDATE users SET roles = ARRAY['client','staff'] WHERE id = $1`, [bea.id]);
    await db.end();
    staffB = { email: bea.email, password: CLIENT_PASSWORD };

    a = await staffPage();
    b = await staffPage();
    await signInStaff(a, stack.url, stack.admin);
    await signInStaff(b, stack.url, staffB);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    contexts = [];
    await browser?.close();
    await stack?.stop();
  });

  afterEach(async () => {
    await a?.screenshot({ path: join(SCREENSHOTS, 'backoffice-case-last-a.png'), fullPage: true }).catch(() => undefined);
    await b?.screenshot({ path: join(SCREENSHOTS, 'backoffice-case-last-b.png'), fullPage: true }).catch(() => undefined);
  });

  it('A claims and notes a deposit; B sees both live and cannot decide it; A approves and B’s page follows', async () => {
    const client = await api.newClient('Cara', 'Quinn');
    const id = await deposit(client.token, 150);
    const itemUrl = `${stack.url}/backoffice/deposits/${id}`;

    await a.goto(itemUrl);
    await b.goto(itemUrl);
    for (const page of [a, b]) {
      await textIs(page, 'bo-item-state', 'Pending');
      await textIs(page, 'bo-assignee', 'Unassigned');
      await expect(page.getByTestId('bo-sla').textContent()).resolves.toMatch(/^SLA OK · \d+ (s|min)$/);
      // A client of a few seconds: their item is flagged; 150 USD is under the four-eyes limit.
      await page.getByTestId('bo-flag-new_client').waitFor();
      expect(await page.getByTestId('bo-flag-large_amount').count()).toBe(0);
      await expect(page.getByTestId('bo-timeline').innerText()).resolves.toContain('Created by the client');
    }

    // A claims it: A reads "Claimed by you", B (no reload) who holds it, with Take over instead of Claim.
    await a.getByTestId('bo-claim').click();
    await textIs(a, 'bo-assignee', 'Claimed by you');
    await a.getByTestId('bo-release').waitFor();
    await textIs(b, 'bo-assignee', `Claimed by ${stack.admin.email}`);
    await b.getByTestId('bo-take-over').waitFor();
    expect(await b.getByTestId('bo-claim').count()).toBe(0);

    // B cannot decide it: both buttons disabled, the reason beside them, as the server words it.
    expect(await b.getByTestId('bo-approve').isDisabled()).toBe(true);
    expect(await b.getByTestId('bo-reject').isDisabled()).toBe(true);
    await textIs(b, 'bo-decision-blocked', CLAIMED_BY_OTHER(stack.admin.email));
    expect(await a.getByTestId('bo-approve').isEnabled()).toBe(true);

    // A's note: an empty one is refused at the field; a real one lands in A's notes and, live, in B's.
    await a.getByTestId('bo-add-note').click();
    await a.getByText('Text is required').waitFor();
    const note = 'Receipt matches our BTC address; amount checked against the chain.';
    await a.getByTestId('bo-note-text').fill(note);
    await a.getByTestId('bo-add-note').click();
    for (const page of [a, b]) {
      await page.getByTestId('bo-notes').getByText(note).waitFor();
      await expect(page.getByTestId('bo-notes').innerText()).resolves.toContain(stack.admin.email);
    }
    expect(await a.getByTestId('bo-note-text').inputValue()).toBe('');
    await expect(a.getByTestId('bo-timeline').innerText()).resolves.toMatch(/Claimed · [^\n]*\s+nobody → /);
    await receiptShown(b);
    await b.screenshot({ path: join(SCREENSHOTS, 'backoffice-case-claimed-by-other-1280-light.png'), fullPage: true });
    expect(await seriousViolations(b)).toEqual([]);

    // 1280 x 800: the receipt beside the decision, both whole on the screen without scrolling.
    await a.reload();
    await receiptShown(a);
    const stage = await box(a.locator('[data-testid="bo-document"] .bo-doc__stage'));
    const approve = await box(a.getByTestId('bo-approve'));
    expect(stage.x + stage.width).toBeLessThanOrEqual(approve.x);
    expect(stage.y + stage.height).toBeLessThanOrEqual(800);
    expect(approve.y + approve.height).toBeLessThanOrEqual(800);
    await a.screenshot({ path: join(SCREENSHOTS, 'backoffice-case-claimed-1280x800-fold.png') });
    await shots(a, 'claimed', 1280, 800);

    // 390 px: one column, the decision first and the receipt right after it.
    await a.setViewportSize({ width: 390, height: 844 });
    await a.reload();
    await receiptShown(a);
    const decision = await box(a.locator('.bo-decision'));
    const receipt = await box(a.locator('.bo-document'));
    const notes = await box(a.locator('.bo-notes'));
    expect(receipt.y).toBeGreaterThanOrEqual(decision.y + decision.height - 1);
    expect(notes.y).toBeGreaterThanOrEqual(receipt.y + receipt.height - 1);
    await shots(a, 'claimed', 390, 844);

    // A approves; both pages show it applied, and the timeline says who moved it from which state to which.
    await a.setViewportSize({ width: 1280, height: 800 });
    await a.getByTestId('bo-approve').click();
    await a.getByTestId('bo-confirm').click();
    await textIs(a, 'bo-item-state', 'Approved');
    await textIs(b, 'bo-item-state', 'Approved');
    await expect(b.getByTestId('bo-timeline').innerText()).resolves.toContain('Pending → Approved');
    expect(await b.getByTestId('bo-approve').count()).toBe(0);
  });

  it('four eyes: the first approver cannot approve again and is told why; another staff member gives the second', async () => {
    const client = await api.newClient('Dan', 'Ortiz');
    const id = await deposit(client.token, 2500);
    const itemUrl = `${stack.url}/backoffice/deposits/${id}`;

    await a.goto(itemUrl);
    await a.getByTestId('bo-flag-large_amount').waitFor();
    await a.getByTestId('bo-approve').click();
    await a.getByTestId('bo-confirm').click();
    await textIs(a, 'bo-item-state', AWAITING_SECOND_APPROVAL);
    const fourEyes = `Approved by ${stack.admin.email} — awaiting a second approval from another staff member`;
    await textIs(a, 'bo-four-eyes', fourEyes);
    // No live button that would answer 409: Approve is disabled with the reason; Reject stays (a reject by anyone ends it).
    expect(await a.getByTestId('bo-approve').isDisabled()).toBe(true);
    await textIs(a, 'bo-decision-blocked', 'You gave the first approval; another staff member must give the second');
    expect(await a.getByTestId('bo-reject').isEnabled()).toBe(true);
    await receiptShown(a);
    await shots(a, 'four-eyes', 1280, 800);

    // B gives the second approval; A's page follows.
    await b.goto(itemUrl);
    await textIs(b, 'bo-four-eyes', fourEyes);
    await b.getByTestId('bo-approve').click();
    await expect(b.getByTestId('bo-summary').textContent()).resolves.toMatch(/^Second approval: credit \$2,500\.00/);
    await b.getByTestId('bo-confirm').click();
    await textIs(b, 'bo-item-state', 'Approved');
    await textIs(a, 'bo-item-state', 'Approved');
  });

  it('filters a queue by assignee, kept in the URL, each row with its assignee, SLA and flags', async () => {
    const client = await api.newClient('Eve', 'Park');
    const mine = await deposit(client.token, 60);
    const free = await deposit(client.token, 70);
    await api.call(`/backoffice/deposits/${mine}/claim`, { method: 'POST', token: await api.adminToken() });

    await a.setViewportSize({ width: 1280, height: 800 });
    await a.goto(`${stack.url}/backoffice/deposits`);
    const row = (id: string) => a.getByTestId(`bo-row-${id}`);
    await row(free).waitFor();
    await textIs(a, `bo-row-${mine}-assignee`, 'Claimed by you');
    await textIs(a, `bo-row-${free}-assignee`, 'Unassigned');
    await expect(row(free).innerText()).resolves.toMatch(/SLA OK · \d+ (s|min)/);
    await expect(row(free).innerText()).resolves.toContain('New client');

    await a.getByTestId('bo-filter-assignee').selectOption('me');
    await a.waitForURL((u) => u.searchParams.get('assignee') === 'me');
    await row(mine).waitFor();
    await row(free).waitFor({ state: 'detached' });
    await a.getByTestId('bo-filter-sort').selectOption('amount');
    await a.waitForURL((u) => u.searchParams.get('sort') === 'amount');

    // The URL holds the filter: a reload keeps it.
    await a.reload();
    await row(mine).waitFor();
    expect(await a.getByTestId('bo-filter-assignee').inputValue()).toBe('me');
    expect(await a.getByTestId('bo-filter-sort').inputValue()).toBe('amount');
    await a.getByTestId('bo-filter-assignee').selectOption('unassigned');
    await row(free).waitFor();
    expect(await row(mine).count()).toBe(0);
    await a.getByTestId('bo-filter-assignee').selectOption('');
    await row(mine).waitFor();
    for (const width of [1280, 390]) {
      await a.setViewportSize({ width, height: 900 });
      await a.waitForTimeout(150);
      expect(await a.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
      expect(await seriousViolations(a)).toEqual([]);
      await a.screenshot({ path: join(SCREENSHOTS, `backoffice-case-queue-${width}-light.png`), fullPage: true });
    }
  });
});
