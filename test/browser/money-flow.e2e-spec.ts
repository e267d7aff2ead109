import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import type { BackofficeKycItem } from '../../server/src/contracts/backoffice';
import { type DepositDto, type WithdrawalDto, SANDBOX_CARDS } from '../../server/src/contracts/funds';
import { launchBrowser, signInStaff } from '../support/browser';
import { pngBytes } from '../support/files';
import { startStack, type Stack } from '../support/stack';
import { CLIENT_PASSWORD, stackApi } from '../support/stack-api';

/**
 * The client's money screens in a real browser against the built app and API, with the back office
 * in a second browser context: a BTC deposit requested through the UI and approved by the admin,
 * and a wallet withdrawal held at once and rejected with a reason; the client's page follows both
 * without a reload. Screenshots of every money screen at 390 and 1280 px.
 */
jest.setTimeout(150_000);

const SCREENSHOTS = join(__dirname, '..', '..', '.test-artifacts', 'screenshots');
const BTC_WALLET = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const WIDTHS = [390, 1280] as const;

/** "$1,234.00" → 1234 */
const money = (text: string | null): number => Number((text ?? '').replace(/[^0-9.-]/g, ''));

/** Polls until `check` holds (the app's CSP forbids the eval that waitForFunction needs). */
async function until(what: string, check: () => Promise<boolean>, timeoutMs = 8_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const balanceOf = async (page: Page) => money(await page.getByTestId('balance').first().textContent());

/** The history row of this deposit or withdrawal (its cell reads #<id>). */
const rowOf = (page: Page, list: 'deposit' | 'withdraw', id: string | number) =>
  page.getByTestId(`${list}-history-row`).filter({ has: page.getByText(`#${id}`, { exact: true }) });

/** The page, or a table in it, scrolls sideways when its content is wider than the viewport. */
const scrollsSideways = (page: Page) =>
  page.evaluate<boolean>(`[document.documentElement, ...document.querySelectorAll('.table-scroll')].some((el) => el.scrollWidth > el.clientWidth)`);

/**
 * Clicks the item's link in a queue, paging on with "Load more": the queue lists the oldest first,
 * and the other suites sharing the database leave many items waiting.
 */
async function openQueueRow(page: Page, id: string): Promise<void> {
  const link = page.getByTestId(`bo-row-${id}`).getByRole('link', { name: `#${id}` });
  const more = page.getByRole('button', { name: 'Load more' });
  await page
    .getByRole('table')
    .or(page.getByText(/^No .*items\.$/))
    .first()
    .waitFor();
  for (let pages = 0; !(await link.isVisible()) && pages < 50; pages++) {
    if (!(await more.isVisible())) await new Promise((r) => setTimeout(r, 200));
    else {
      await more.click();
      await page.getByRole('button', { name: 'Load more' }).or(link).first().waitFor();
    }
  }
  await link.click();
}

describe('money flow in the browser', () => {
  let stack: Stack;
  let api: ReturnType<typeof stackApi>;
  let browser: Browser;
  let clientContext: BrowserContext;
  let adminContext: BrowserContext;
  let client: Page;
  let admin: Page;

  /** Screenshots of the page at 390 and 1280 px (ending at 1280); at 390 the page must not scroll sideways. */
  async function shots(page: Page, name: string): Promise<void> {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await until('the animations to end', () =>
        page.evaluate<boolean>(`document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity)`),
      );
      await page.screenshot({ path: join(SCREENSHOTS, `money-flow-${name}-${width}.png`), fullPage: true });
      if (width === 390) expect({ name, sideways: await scrollsSideways(page) }).toEqual({ name, sideways: false });
    }
  }

  /** Uploads an identity document and has the admin approve it; resolves once it applies. */
  async function approvedIdentity(who: { id: string; token: string }): Promise<void> {
    const form = new FormData();
    form.append('method', 'national_id');
    form.append('id_file', new Blob([new Uint8Array(pngBytes(2048))], { type: 'image/png' }), 'id.png');
    await api.call('/profile/user-verification', { method: 'POST', token: who.token, form });
    const token = await api.adminToken();
    const queue = await api.call<ApiEnvelope<BackofficeKycItem[]>>('/backoffice/kyc?status=Pending', { token });
    const kyc = queue.data.find((k) => k.user_id === who.id)!;
    await api.call(`/backoffice/kyc/${kyc.id}/approve`, { method: 'POST', token, json: {} });
    await until('the identity approval', async () => {
      const record = await api.call<ApiEnvelope<{ status: string } | null>>('/profile/user-verification', { token: who.token });
      return record.data?.status === 'Approved';
    });
  }

  /** A card deposit through the sandbox gateway (credited by the worker below the review limit). */
  const cardDeposit = (token: string, usd: number, number: string = SANDBOX_CARDS.approves) =>
    api
      .call<ApiEnvelope<DepositDto>>('/deposit/card', {
        method: 'POST',
        token,
        json: { usd_amount: usd, card_number: number, cvv: '123', holder_name: 'Ann Lee', month: 12, year: new Date().getUTCFullYear() + 2, zip_code: '10001' },
      })
      .catch((e: Error) => e);

  async function cryptoDeposit(token: string, usd: number): Promise<number> {
    const form = new FormData();
    form.append('usd_amount', String(usd));
    form.append('currency', 'btc');
    form.append('receipt', new Blob([new Uint8Array(pngBytes(1024))], { type: 'image/png' }), 'receipt.png');
    return (await api.call<ApiEnvelope<DepositDto>>('/deposit', { method: 'POST', token, form })).data.deposit_id;
  }

  const walletWithdrawal = async (token: string, amount: number) =>
    (await api.call<ApiEnvelope<WithdrawalDto>>('/withdraw', { method: 'POST', token, json: { amount, wallet: BTC_WALLET, currency: 'btc' } })).data
      .withdraw_id;

  /** A fresh browser context for the client (signed out), signed in as `email`. */
  async function clientSignsIn(email: string): Promise<void> {
    await clientContext?.close();
    clientContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    client = await clientContext.newPage();
    client.setDefaultTimeout(15_000);
    await signIn(client, email, CLIENT_PASSWORD);
    // A client with no real money starts in demo (DESIGN "Mode on first sign-in"); the money screens are real-mode only.
    const toggle = client.getByTestId('mode-toggle');
    await toggle.waitFor();
    if ((await toggle.getAttribute('data-mode')) !== 'real') await toggle.click();
    await client.locator('[data-testid="mode-toggle"][data-mode="real"]').waitFor();
  }

  async function signIn(page: Page, email: string, password: string): Promise<void> {
    await page.goto(`${stack.url}/auth/signin`);
    await page.getByTestId('signin-email').fill(email);
    await page.getByTestId('signin-password').fill(password);
    await page.getByTestId('signin-submit').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/signin'));
  }

  async function waitForBalance(page: Page, expected: number): Promise<void> {
    await until(`the header balance ${expected}`, async () => (await balanceOf(page)) === expected);
  }

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    stack = await startStack();
    api = stackApi(stack);
    browser = await launchBrowser();
    adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    admin = await adminContext.newPage();
    admin.setDefaultTimeout(15_000);
    await signInStaff(admin, stack.url, stack.admin);
  });

  afterAll(async () => {
    await clientContext?.close();
    await adminContext?.close();
    await browser?.close();
    await stack?.stop();
  });

  afterEach(async () => {
    await client?.screenshot({ path: join(SCREENSHOTS, 'money-flow-last-client.png'), fullPage: true }).catch(() => undefined);
    await admin.screenshot({ path: join(SCREENSHOTS, 'money-flow-last-admin.png'), fullPage: true }).catch(() => undefined);
  });

  it('shows each money screen empty, with rows of every status, its forms and the 403 of a withdrawal without identity', async () => {
    const who = await api.newClient();
    await clientSignsIn(who.email);

    // Empty states, with the reference's texts.
    await client.goto(`${stack.url}/user/deposit-log`);
    await client.getByTestId('deposit-history-empty').filter({ hasText: "You don't have any deposit history." }).waitFor();
    await shots(client, 'deposit-history-empty');
    await client.goto(`${stack.url}/user/withdraw-log`);
    await client.getByTestId('withdraw-history-empty').filter({ hasText: "You don't have any withdraw history." }).waitFor();
    await shots(client, 'withdraw-history-empty');
    await client.goto(`${stack.url}/user/earnings`);
    await client.getByTestId('earnings-empty').filter({ hasText: 'No earnings yet' }).waitFor();
    await shots(client, 'earnings-empty');

    // Deposit Fund, the BTC modal's two steps and the card modal.
    await client.goto(`${stack.url}/user/deposit`);
    await client.getByTestId('deposit-tile-btc').waitFor();
    await shots(client, 'deposit-fund');
    await client.getByTestId('deposit-tile-btc').click();
    await client.getByTestId('deposit-amount').fill('12500');
    await shots(client, 'deposit-btc-step1');
    await client.getByTestId('deposit-preview').click();
    await client.getByTestId('deposit-coin-amount').waitFor();
    await client.getByTestId('deposit-address').waitFor();
    await shots(client, 'deposit-btc-step2');
    await client.keyboard.press('Escape');
    await client.getByTestId('deposit-btc-modal').waitFor({ state: 'detached' });
    await client.getByTestId('deposit-tile-card').click();
    await client.getByTestId('card-amount').fill('250');
    await shots(client, 'deposit-card');
    await client.keyboard.press('Escape');

    // Withdraw Fund without an approved identity: both forms, and the 403 that says what to do.
    await cardDeposit(who.token, 1500);
    await until('the card deposit credited', async () => (await balanceOf(client)) === 1500);
    await client.goto(`${stack.url}/user/withdraw-fund`);
    await client.getByTestId('withdraw-tile-bank').waitFor();
    await shots(client, 'withdraw-fund');
    await client.getByTestId('withdraw-tile-bank').click();
    await shots(client, 'withdraw-bank');
    await client.keyboard.press('Escape');
    await client.getByTestId('withdraw-tile-wallet').click();
    await client.getByTestId('withdraw-wallet').fill(BTC_WALLET);
    await client.getByTestId('withdraw-amount').fill('10');
    await client.getByTestId('withdraw-submit').click();
    await client.getByTestId('withdraw-error').waitFor();
    await client.getByTestId('withdraw-verify-link').waitFor();
    await shots(client, 'withdraw-403');
    await client.keyboard.press('Escape');

    // Rows of every status: deposits Approved (card), Failed (declined card), Pending, Rejected with a reason.
    const token = await api.adminToken();
    await cardDeposit(who.token, 75, SANDBOX_CARDS.declines);
    const pending = await cryptoDeposit(who.token, 12500);
    const rejected = await cryptoDeposit(who.token, 40);
    await api.call(`/backoffice/deposits/${rejected}/reject`, { method: 'POST', token, json: { reason: 'Payment not received on our address' } });
    await client.goto(`${stack.url}/user/deposit-log`);
    await rowOf(client, 'deposit', rejected).getByTestId('funds-reason').waitFor();
    await rowOf(client, 'deposit', pending).getByTestId('funds-status').filter({ hasText: 'Pending' }).waitFor();
    await shots(client, 'deposit-history-rows');

    // Withdrawals Pending, Cancelled, Approved and Rejected with a reason (identity approved first).
    await approvedIdentity(who);
    const [open, cancelled, paid, refused] = [
      await walletWithdrawal(who.token, 100),
      await walletWithdrawal(who.token, 50),
      await walletWithdrawal(who.token, 200),
      await walletWithdrawal(who.token, 25),
    ];
    await api.call(`/withdraw/${cancelled}/cancel`, { method: 'POST', token: who.token, json: {} });
    await api.call(`/backoffice/withdrawals/${paid}/approve`, { method: 'POST', token, json: { payout_reference: 'TX-4a5e1e4b' } });
    await api.call(`/backoffice/withdrawals/${refused}/reject`, {
      method: 'POST',
      token,
      json: { reason: 'Invalid destination: the address is not on the Bitcoin network' },
    });
    await client.goto(`${stack.url}/user/withdraw-log`);
    await rowOf(client, 'withdraw', refused).getByTestId('funds-reason').waitFor();
    await rowOf(client, 'withdraw', paid).getByTestId('funds-status').filter({ hasText: 'Approved' }).waitFor();
    await rowOf(client, 'withdraw', cancelled).getByTestId('funds-status').filter({ hasText: 'Cancelled' }).waitFor();
    await rowOf(client, 'withdraw', open).getByTestId('withdraw-cancel').waitFor();
    await shots(client, 'withdraw-history-rows');

    // Earnings: a real Buy and Sell of two seconds each; one of them wins when the price moves (up to three rounds).
    const trade = { amount: 120, duration: 2, mode: 'real', strike_rate: 1, trading_type: 'Cryptocurrency', symbol: 'BTCUSD' };
    const earned = async () => (await api.call<ApiEnvelope<unknown[]>>('/profit', { token: who.token })).data.length > 0;
    for (let round = 1; !(await earned()); round++) {
      await api.call('/trading/submit', { method: 'POST', token: who.token, json: { ...trade, trade_mode: 'Buy' } });
      await api.call('/trading/submit', { method: 'POST', token: who.token, json: { ...trade, trade_mode: 'Sell' } });
      const won = await until('a won real trade', earned, 10_000).then(
        () => true,
        (error: Error) => (round < 3 ? false : Promise.reject(error)),
      );
      if (won) break;
    }
    await client.goto(`${stack.url}/user/earnings`);
    await client.getByTestId('earnings-row').first().waitFor();
    await shots(client, 'earnings-rows');
  });

  it('a BTC deposit requested through the UI is approved in the back office; the client sees it without a reload', async () => {
    const who = await api.newClient();
    await clientSignsIn(who.email);
    await client.goto(`${stack.url}/user/deposit`);
    await waitForBalance(client, 0);

    // Deposit Fund → Bitcoin → amount → Preview (coins and address) → receipt → Request.
    await client.getByTestId('deposit-tile-btc').click();
    await client.getByTestId('deposit-amount').fill('1234');
    await client.getByTestId('deposit-preview').click();
    expect(await client.getByTestId('deposit-coin-amount').textContent()).toMatch(/^\d+(\.\d+)? BTC$/);
    expect(await client.getByTestId('deposit-address').textContent()).toMatch(/^(bc1|tb1|[13mn2])\w{20,}$/);
    await client.getByTestId('deposit-receipt').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from(pngBytes(1024)) });
    await client.getByTestId('deposit-request').click();
    await client.getByTestId('deposit-btc-modal').waitFor({ state: 'detached' });

    // Deposit History: Pending. The page stays open from here on, never reloaded.
    await client.getByRole('link', { name: 'See your deposit history' }).click();
    const row = client.getByTestId('deposit-history-row').first();
    await row
      .getByTestId('funds-status')
      .filter({ hasText: /^Pending$/ })
      .waitFor();
    const id = /#(\d+)/.exec((await row.textContent()) ?? '')![1];
    expect(money(await row.locator('td.num').first().textContent())).toBe(1234);

    // The admin: /backoffice → the deposits queue → the row → Approve → Confirm.
    await admin.goto(`${stack.url}/backoffice`);
    await until('the pending deposit counted', async () => Number(await admin.getByTestId('bo-queue-deposits-count').textContent()) >= 1);
    await admin.getByTestId('bo-queue-deposits').click();
    await openQueueRow(admin, id);
    await admin.waitForURL(`**/backoffice/deposits/${id}`);
    await admin.getByTestId('bo-approve').click();
    await admin.getByTestId('bo-confirm').click();
    await admin
      .getByTestId('bo-item-state')
      .filter({ hasText: /^Approved$/ })
      .waitFor();

    // The client's page follows: the balance rises by the amount, the row reads Approved.
    await waitForBalance(client, 1234);
    await rowOf(client, 'deposit', id)
      .getByTestId('funds-status')
      .filter({ hasText: /^Approved$/ })
      .waitFor();
    await shots(client, 'a-deposit-approved');
  });

  it('a wallet withdrawal is held at once, rejected in the back office with a reason, and refunded live', async () => {
    const who = await api.newClient();
    await approvedIdentity(who);
    await cardDeposit(who.token, 900);
    await clientSignsIn(who.email);
    await client.goto(`${stack.url}/user/withdraw-fund`);
    await waitForBalance(client, 900);

    // Withdraw Fund → Wallet → BTC, address, amount → Withdraw: the amount is held at once.
    await client.getByTestId('withdraw-tile-wallet').click();
    await client.getByTestId('withdraw-currency').selectOption('btc');
    await client.getByTestId('withdraw-wallet').fill(BTC_WALLET);
    await client.getByTestId('withdraw-amount').fill('350');
    await client.getByTestId('withdraw-submit').click();
    await client.getByTestId('withdraw-wallet-modal').waitFor({ state: 'detached' });
    await waitForBalance(client, 550);

    await client.getByRole('link', { name: 'See your withdrawal history' }).click();
    const row = client.getByTestId('withdraw-history-row').first();
    await row
      .getByTestId('funds-status')
      .filter({ hasText: /^Pending$/ })
      .waitFor();
    const id = /#(\d+)/.exec((await row.textContent()) ?? '')![1];

    // The admin rejects it with a reason.
    const reason = 'Invalid destination: please use a wallet in your own name';
    await admin.goto(`${stack.url}/backoffice`);
    await admin.getByTestId('bo-queue-withdrawals').click();
    await openQueueRow(admin, id);
    await admin.waitForURL(`**/backoffice/withdrawals/${id}`);
    await admin.getByTestId('bo-reject').click();
    await admin.getByTestId('bo-reason').fill(reason);
    await admin.getByTestId('bo-confirm').click();
    await admin
      .getByTestId('bo-item-state')
      .filter({ hasText: /^Rejected$/ })
      .waitFor();

    // The client's page, not reloaded: Rejected with the reason, and the balance back.
    await rowOf(client, 'withdraw', id)
      .getByTestId('funds-status')
      .filter({ hasText: /^Rejected$/ })
      .waitFor();
    await rowOf(client, 'withdraw', id).getByTestId('funds-reason').filter({ hasText: reason }).waitFor();
    await waitForBalance(client, 900);
    await shots(client, 'b-withdrawal-rejected');
  });
});
