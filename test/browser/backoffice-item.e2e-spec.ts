import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import { type BackofficeKycItem, AWAITING_SECOND_APPROVAL } from '../../server/src/contracts/backoffice';
import type { DepositDto, WithdrawalDto } from '../../server/src/contracts/funds';
import type { UserDto } from '../../server/src/contracts/account';
import { launchBrowser, seriousViolations, signInStaff } from '../support/browser';
import { pdfBytes } from '../support/files';
import { startStack, type Stack } from '../support/stack';
import { stackApi } from '../support/stack-api';
import { sandboxCard } from '../support/sandbox-card';

/**
 * The back office's item view in a real browser against the built app and API: an admin opens a
 * client's crypto deposit directly, sees its receipt, zooms and rotates it, approves it and watches
 * the state become Approved and the client's balance rise without a reload; a second deposit is
 * rejected with a reason. Then an identity document is rejected (Other and its text) and the next
 * approved, and a withdrawal goes through four eyes. Screenshots at 1280 and 390 px.
 */
jest.setTimeout(120_000);

const SCREENSHOTS = join(__dirname, '..', '..', '.test-artifacts', 'screenshots');

/** A document worth looking at: 900 × 600 with a title and two lines (the server re-encodes uploads). */
async function documentPng(title: string, line: string, detail: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600">
    <rect width="900" height="600" fill="#f8fafc"/><rect x="20" y="20" width="860" height="560" fill="none" stroke="#1e3a8a" stroke-width="6"/>
    <text x="60" y="120" font-family="sans-serif" font-size="56" fill="#1e3a8a">${title}</text>
    <text x="60" y="240" font-family="sans-serif" font-size="40" fill="#111827">${line}</text>
    <text x="60" y="320" font-family="sans-serif" font-size="32" fill="#374151">${detail}</text>
    <text x="60" y="520" font-family="monospace" font-size="24" fill="#6b7280">tx 4a5e1e4baab89f3a32518a88c31bc87f618f7667</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Waits until the element with this test id reads exactly `text` (the screen updates from the socket or polling). */
const textIs = (page: Page, testId: string, text: string) =>
  page
    .getByTestId(testId)
    .filter({ hasText: new RegExp(`^${text.replace(/[$.()]/g, '\\$&')}$`) })
    .waitFor();

/** Polls an expression in the page (the app's CSP forbids the eval that waitForFunction needs) until it is true. */
async function until(page: Page, expression: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate<boolean>(expression))) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const focusedTestId = (page: Page) => page.evaluate<string | null>(`document.activeElement?.getAttribute('data-testid') ?? null`);

/** "$1,234.00" → 1234 */
const money = (text: string | null): number => Number((text ?? '').replace(/[^0-9.-]/g, ''));

const card = sandboxCard;
const BTC_WALLET = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

describe('back office item view in the browser', () => {
  let stack: Stack;
  let api: ReturnType<typeof stackApi>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const shot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `backoffice-item-${name}.png`), fullPage: true });
  async function cryptoDeposit(token: string, usd: number, receipt?: { data: Uint8Array; name: string; type: string }): Promise<string> {
    const form = new FormData();
    form.append('usd_amount', String(usd));
    form.append('currency', 'btc');
    if (receipt) form.append('receipt', new Blob([new Uint8Array(receipt.data)], { type: receipt.type }), receipt.name);
    else
      form.append(
        'receipt',
        new Blob([new Uint8Array(await documentPng('PAYMENT RECEIPT', `Amount: $${usd.toLocaleString('en-US')}.00`, 'Network: Bitcoin'))], {
          type: 'image/png',
        }),
        'receipt.png',
      );
    const res = await api.call<ApiEnvelope<DepositDto>>('/deposit', { method: 'POST', token, form });
    expect(res.data.status).toBe('Pending');
    return String(res.data.deposit_id);
  }

  async function idDocument(token: string): Promise<void> {
    const form = new FormData();
    form.append('method', 'national_id');
    form.append('id_file', new Blob([new Uint8Array(await documentPng('NATIONAL ID CARD', 'Ann Lee', 'Born 10 Dec 1990'))], { type: 'image/png' }), 'id.png');
    await api.call('/profile/user-verification', { method: 'POST', token, form });
  }

  async function pendingKycOf(userId: string): Promise<string> {
    const queue = await api.call<ApiEnvelope<BackofficeKycItem[]>>('/backoffice/kyc?status=Pending', { token: await api.adminToken() });
    return queue.data.find((k) => k.user_id === userId)!.id;
  }

  /** Staff sign in with a second factor (enrolled through the API first). */
  const signInAsAdmin = () => signInStaff(page, stack.url, stack.admin);

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    // Four eyes from 2,000 USD: the 1,234 USD deposit needs one approval, the 2,100 USD withdrawal two.
    stack = await startStack({ env: { FOUR_EYES_LIMIT: '2000' } });
    api = stackApi(stack);
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signInAsAdmin();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
  });

  afterEach(async () => {
    await shot('last').catch(() => undefined);
  });

  it('shows a deposit with its receipt and client, approves it live, and rejects another with a reason', async () => {
    const client = await api.newClient();
    const first = await cryptoDeposit(client.token, 1234);
    const second = await cryptoDeposit(client.token, 50);
    const pdf = await cryptoDeposit(client.token, 20, { data: pdfBytes(), name: 'receipt.pdf', type: 'application/pdf' });
    // Above the card review limit (2,000 USD by default) a card payment waits for staff: no receipt.
    const cardDeposit = await api.call<ApiEnvelope<DepositDto>>('/deposit/card', { method: 'POST', token: client.token, json: card(2100) });

    // Opened directly: the item, its facts and the client beside it.
    await page.goto(`${stack.url}/backoffice/deposits/${first}`);
    const state = page.getByTestId('bo-item-state');
    await expect(state.textContent()).resolves.toBe('Pending');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(`Deposit #${first}`);
    const facts = page.getByTestId('bo-facts');
    await expect(facts.textContent()).resolves.toContain('$1,234.00 USD');
    await expect(facts.textContent()).resolves.toContain('BTC');
    const balance = page.getByTestId('bo-client-balance');
    expect(money(await balance.textContent())).toBe(0);
    await expect(page.getByTestId('bo-client').textContent()).resolves.toContain(client.email);

    // The receipt: an image loaded from a blob: URL.
    const viewer = page.getByTestId('bo-document');
    await until(
      page,
      `(() => { const img = document.querySelector('[data-testid="bo-document"] img'); return Boolean(img && img.src.startsWith('blob:') && img.complete && img.naturalWidth === 900); })()`,
    );
    await shot('1280-pending');
    expect(await seriousViolations(page)).toEqual([]);

    const stage = viewer.locator('.bo-doc__stage');
    // Zoom and rotate with the buttons and with the keys; zoomed, the image scrolls.
    await page.getByTestId('bo-zoom-in').click();
    await expect(viewer.getAttribute('data-zoom')).resolves.toBe('1.5');
    await stage.focus();
    await page.keyboard.press('+');
    await expect(viewer.getAttribute('data-zoom')).resolves.toBe('2');
    await page.getByTestId('bo-zoom-out').click();
    await expect(viewer.getAttribute('data-zoom')).resolves.toBe('1.5');
    await page.getByTestId('bo-rotate').click();
    await expect(viewer.getAttribute('data-rotation')).resolves.toBe('90');
    await page.keyboard.press('r');
    await expect(viewer.getAttribute('data-rotation')).resolves.toBe('180');
    const scrolls = await stage.evaluate((el) => el.scrollWidth > el.clientWidth && el.scrollHeight > el.clientHeight);
    expect(scrolls).toBe(true);
    await shot('1280-zoomed-rotated');
    await page.keyboard.press('0');
    await expect(viewer.getAttribute('data-zoom')).resolves.toBe('1');

    // The reject form opens with focus inside and closes on Escape, focus back on Reject.
    await page.getByTestId('bo-reject').click();
    await expect(focusedTestId(page)).resolves.toBe('bo-reason');
    await page.keyboard.press('Escape');
    await page.getByTestId('bo-reason').waitFor({ state: 'detached' });
    await expect(focusedTestId(page)).resolves.toBe('bo-reject');
    // Tab reaches the controls, with a visible focus ring.
    await page.keyboard.press('Shift+Tab');
    await expect(focusedTestId(page)).resolves.toBe('bo-approve');
    expect(await page.evaluate<string>('getComputedStyle(document.activeElement).outlineStyle')).toBe('solid');

    // Approve: the confirm step says what will happen; the state and balance change without a reload.
    await page.getByTestId('bo-approve').click();
    await expect(page.getByTestId('bo-summary').textContent()).resolves.toBe("Credit $1,234.00 to Ann Lee's real balance.");
    await shot('1280-confirm');
    await page.getByTestId('bo-confirm').click();
    await textIs(page, 'bo-item-state', 'Approved');
    await textIs(page, 'bo-client-balance', '$1,234.00');
    await page.getByTestId('bo-applied').waitFor();
    expect(await page.getByTestId('bo-approve').count()).toBe(0);
    await expect(page.getByTestId('bo-timeline').textContent()).resolves.toContain(stack.admin.email);
    await shot('1280-approved');

    // Two columns at 1280 px: the receipt and the client's summary beside the decision.
    const evidence = await page.locator('.bo-item__evidence').boundingBox();
    const work = await page.locator('.bo-item__work').boundingBox();
    expect(work!.x).toBeGreaterThan(evidence!.x + evidence!.width - 1);

    // The second deposit, rejected with a reason (a quick pick, then the reviewer's own words).
    await page.goto(`${stack.url}/backoffice/deposits/${second}`);
    await expect(state.textContent()).resolves.toBe('Pending');
    await page.getByTestId('bo-reject').click();
    await page.getByTestId('bo-confirm').click();
    await page.getByText('Reason is required').waitFor();
    await page.getByTestId('bo-reason').fill('Payment not received on our address');
    await expect(page.getByTestId('bo-summary').textContent()).resolves.toContain('Payment not received on our address');
    await page.getByTestId('bo-confirm').click();
    await textIs(page, 'bo-item-state', 'Rejected');
    await expect(facts.textContent()).resolves.toContain('Payment not received on our address');
    expect(money(await balance.textContent())).toBe(1234);
    await shot('1280-rejected');

    // A PDF receipt is offered as a download (the CSP forbids embedding it); a card deposit has none.
    await page.goto(`${stack.url}/backoffice/deposits/${pdf}`);
    const open = page.getByTestId('bo-open-pdf');
    await open.waitFor();
    expect(await open.getAttribute('href')).toMatch(/^blob:/);
    expect(await open.getAttribute('download')).toMatch(/\.pdf$/);
    await page.goto(`${stack.url}/backoffice/deposits/${cardDeposit.data.deposit_id}`);
    await textIs(page, 'bo-no-document', 'No receipt (card deposit).');
    await expect(page.getByTestId('bo-facts').textContent()).resolves.toMatch(/•••• 4242/);

    // Stacked at 390 px.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${stack.url}/backoffice/deposits/${first}`);
    await until(page, `document.querySelector('[data-testid="bo-document"] img')?.complete === true`);
    const decisionNarrow = await page.locator('.bo-decision').boundingBox();
    const documentNarrow = await page.locator('.bo-document').boundingBox();
    const clientNarrow = await page.locator('.bo-client').boundingBox();
    expect(documentNarrow!.y).toBeGreaterThanOrEqual(decisionNarrow!.y + decisionNarrow!.height - 1);
    expect(clientNarrow!.y).toBeGreaterThanOrEqual(documentNarrow!.y + documentNarrow!.height - 1);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await shot('390-approved');
  });
  it('rejects an identity document with Other and its text, approves the next, and takes a withdrawal through four eyes', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const client = await api.newClient();
    await idDocument(client.token);
    const firstDoc = await pendingKycOf(client.id);

    // Identity: Other needs a text of its own.
    await page.goto(`${stack.url}/backoffice/kyc/${firstDoc}`);
    await textIs(page, 'bo-item-state', 'Pending');
    await until(page, `Boolean(document.querySelector('[data-testid="bo-document"] img')?.complete)`);
    await page.getByTestId('bo-reject').click();
    await page.getByTestId('bo-reason').selectOption('Other');
    await page.getByTestId('bo-confirm').click();
    await page.getByText('Details are required when the reason is Other').waitFor();
    await page.getByTestId('bo-reason-text').fill('The photo shows a screen, not the card');
    await expect(page.getByTestId('bo-summary').textContent()).resolves.toContain('“The photo shows a screen, not the card”');
    await shot('1280-kyc-reject');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('bo-confirm').click();
    await textIs(page, 'bo-item-state', 'Rejected');
    await expect(page.getByTestId('bo-facts').textContent()).resolves.toContain('The photo shows a screen, not the card');

    // The client sends another; approved, it unlocks withdrawals.
    await idDocument(client.token);
    const secondDoc = await pendingKycOf(client.id);
    await page.goto(`${stack.url}/backoffice/kyc/${secondDoc}`);
    await page.getByTestId('bo-approve').click();
    await expect(page.getByTestId('bo-summary').textContent()).resolves.toBe("Approve Ann Lee's identity document: their identity becomes verified.");
    await page.getByTestId('bo-confirm').click();
    await textIs(page, 'bo-item-state', 'Approved');

    // 2,500 USD by card (credited at once below the card review limit), then a withdrawal of 2,100 USD: four eyes.
    await api.call('/deposit/card', {
      method: 'POST',
      token: client.token,
      json: card(1500),
    });
    await api.call('/deposit/card', {
      method: 'POST',
      token: client.token,
      json: card(1000),
    });
    const deadline = Date.now() + 10_000;
    while ((await api.call<ApiEnvelope<UserDto>>('/users/me', { token: client.token })).data.balance !== 2500) {
      if (Date.now() > deadline) throw new Error('the card deposits were not credited');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const withdrawal = await api.call<ApiEnvelope<WithdrawalDto>>('/withdraw', {
      method: 'POST',
      token: client.token,
      json: { amount: 2100, wallet: BTC_WALLET, currency: 'btc' },
    });

    await page.goto(`${stack.url}/backoffice/withdrawals/${withdrawal.data.withdraw_id}`);
    await textIs(page, 'bo-item-state', 'Pending');
    await expect(page.getByTestId('bo-facts').textContent()).resolves.toContain(BTC_WALLET);
    expect(await page.getByTestId('bo-document').count()).toBe(0);
    await textIs(page, 'bo-client-balance', '$400.00');

    // The payout reference is required; the first approval waits for a second staff member.
    await page.getByTestId('bo-approve').click();
    await expect(focusedTestId(page)).resolves.toBe('bo-payout-reference');
    await page.getByTestId('bo-confirm').click();
    await page.getByText('Payout reference is required').waitFor();
    await page.getByTestId('bo-payout-reference').fill('TX-777');
    await expect(page.getByTestId('bo-summary').textContent()).resolves.toBe('Mark $2,100.00 as paid with reference TX-777.');
    await page.getByTestId('bo-confirm').click();
    await textIs(page, 'bo-item-state', AWAITING_SECOND_APPROVAL);
    await textIs(page, 'bo-four-eyes', `Approved by ${stack.admin.email} — awaiting a second approval from another staff member`);

    // The same approver again is not offered (the server would refuse it): Approve is disabled, saying why.
    expect(await page.getByTestId('bo-approve').isDisabled()).toBe(true);
    await textIs(page, 'bo-decision-blocked', 'You gave the first approval; another staff member must give the second');
    await shot('1280-four-eyes');
    expect(await seriousViolations(page)).toEqual([]);

    // A reject by anyone ends it: the amount goes back to the client.
    await page.getByTestId('bo-reject').click();
    await page.getByRole('button', { name: 'Invalid destination' }).click();
    await page.getByTestId('bo-confirm').click();
    await textIs(page, 'bo-item-state', 'Rejected');
    await textIs(page, 'bo-client-balance', '$2,500.00');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await textIs(page, 'bo-item-state', 'Rejected');
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await shot('390-withdrawal');
  });
});
