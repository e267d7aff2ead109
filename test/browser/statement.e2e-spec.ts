import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { UserDto } from '../../server/src/contracts/account';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import { SANDBOX_CARDS } from '../../server/src/contracts/funds';
import { STATEMENT_CSV_HEADER, type StatementDto } from '../../server/src/contracts/statement';
import type { TradeDto } from '../../server/src/contracts/trading';
import { launchBrowser, seriousViolations, signIn, until } from '../support/browser';
import { startStack, type Stack } from '../support/stack';
import { stackApi } from '../support/stack-api';

/**
 * The statement screen in a real browser: a client with a card deposit and settled trades in both modes
 * sees every movement of the real account with the balance after each and the closing balance equal to
 * the account's; the demo account on its own, older lines by "Load more"; the CSV and the PDF downloaded
 * with the whole range. At 1280 and 390 px (two-line rows, no horizontal overflow) in both colour schemes,
 * no serious axe finding in the page.
 */
jest.setTimeout(240_000);

const SCREENSHOTS = join(__dirname, '..', '..', '.test-artifacts', 'screenshots');
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;
/** Demo trades opened: over one page (50 lines) of the demo statement. */
const DEMO_TRADES = 30;

describe('the statement page in the browser', () => {
  let stack: Stack;
  let api: ReturnType<typeof stackApi>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let client: Awaited<ReturnType<ReturnType<typeof stackApi>['newClient']>>;

  const rows = () => page.getByTestId('statement-row');
  const statementOf = (query: string) => api.call<ApiEnvelope<StatementDto>>(`/account/statement?limit=500&${query}`, { token: client.token });
  const usd = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  /** Opens the screen (a fresh load) on the real account and waits for its lines. */
  async function open(): Promise<void> {
    await page.goto(`${stack.url}/user/statement`);
    await until('the statement title', async () => (await page.title()).startsWith('Statement'));
    await page.getByTestId('statement-mode-real').click();
    await page.locator('[data-testid="statement-mode-real"][aria-pressed="true"]').waitFor();
    await rows().first().waitFor();
    await until('no loading', async () => (await page.locator('main .loading-block').count()) === 0);
  }

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    stack = await startStack();
    api = stackApi(stack);
    client = await api.newClient('Stella', 'Statement');
    const card = {
      card_number: SANDBOX_CARDS.approves,
      cvv: '123',
      holder_name: 'Stella Statement',
      month: 12,
      year: new Date().getUTCFullYear() + 2,
      zip_code: '10001',
    };
    await api.call('/deposit/card', { method: 'POST', token: client.token, json: { ...card, usd_amount: 500 } });
    const me = async () => (await api.call<ApiEnvelope<UserDto>>('/users/me', { token: client.token })).data;
    await until('the card deposit credited', async () => (await me()).balance >= 500, 20_000);

    const trade = { amount: 10, strike_rate: 1, trading_type: 'Cryptocurrency', symbol: 'BTCUSD', duration: 2 };
    for (const trade_mode of ['Buy', 'Sell'])
      await api.call('/trading/submit', { method: 'POST', token: client.token, json: { ...trade, mode: 'real', trade_mode } });
    for (let i = 0; i < DEMO_TRADES; i++) {
      await api.call('/trading/submit', {
        method: 'POST',
        token: client.token,
        json: { ...trade, amount: 1, mode: 'demo', trade_mode: i % 2 ? 'Buy' : 'Sell' },
      });
    }
    const settled = async (mode: string) =>
      (await api.call<ApiEnvelope<TradeDto[]>>(`/trading?mode=${mode}`, { token: client.token })).data.every((t) => t.status !== 'Pending');
    await until('every trade settled', async () => (await settled('real')) && (await settled('demo')), 30_000);

    browser = await launchBrowser();
    context = await browser.newContext({ viewport: WIDTHS[0], acceptDownloads: true });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, stack.url, client);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
  });

  afterEach(async () => {
    await page.screenshot({ path: join(SCREENSHOTS, 'statement-last.png'), fullPage: true }).catch(() => undefined);
  });

  for (const size of WIDTHS) {
    it(`shows every movement of the real account with its running balance, closing at the balance, at ${size.width} px in both schemes`, async () => {
      await page.setViewportSize(size);
      await open();
      const expected = (await statementOf('mode=real')).data;
      const balance = (await api.call<ApiEnvelope<UserDto>>('/users/me', { token: client.token })).data.balance;
      expect(expected.closing_balance).toBe(balance);
      await until('every line', async () => (await rows().count()) === expected.items.length);
      expect(await rows().evaluateAll((els) => els.map((e) => e.getAttribute('data-reference')))).toEqual(expected.items.map((l) => l.reference));
      expect(await page.getByTestId('statement-closing').innerText()).toBe(usd(balance));
      expect(await page.getByTestId('statement-opening').innerText()).toBe('$0.00');
      // The newest line's balance is the account's; the deposit reads in words, signed and green.
      expect(await rows().first().getByTestId('statement-balance').innerText()).toBe(usd(balance));
      const deposit = page.locator('[data-testid="statement-row"][data-kind="deposit"]');
      expect(await deposit.first().innerText()).toContain('Deposit');
      expect(await deposit.first().getByTestId('statement-amount').innerText()).toBe('+$500.00');
      const stake = page.locator('[data-testid="statement-row"][data-kind="trade_stake"]').first();
      expect(await stake.getByTestId('statement-amount').innerText()).toBe('\u2212$10.00');
      expect(await stake.innerText()).toContain('Trade stake');
      expect(await page.getByTestId(size.width === 390 ? 'statement-mobile' : 'statement-table').count()).toBe(1);

      if (size.width === 390) {
        expect(await page.evaluate<boolean>('document.documentElement.scrollWidth > document.documentElement.clientWidth')).toBe(false);
      }
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.waitForTimeout(300); // the colours' transitions end before the picture
        await page.screenshot({ path: join(SCREENSHOTS, `statement-${size.width}-${scheme}.png`), fullPage: true });
        expect(await seriousViolations(page, `{ include: [['main']] }`)).toEqual([]);
      }
    });
  }

  it('shows the demo account on its own, older lines by "Load more", and a kind filter', async () => {
    await page.setViewportSize(WIDTHS[0]);
    await open();
    const demo = (await statementOf('mode=demo')).data;
    expect(demo.items.length).toBeGreaterThan(50);
    await page.getByTestId('statement-mode-demo').click();
    await until(
      'the first demo page',
      async () => (await rows().count()) === 50 && (await rows().first().getAttribute('data-reference')) === demo.items[0].reference,
    );
    await page.getByTestId('statement-more').click();
    await until('every demo line', async () => (await rows().count()) === demo.items.length);
    expect(await rows().evaluateAll((els) => els.map((e) => e.getAttribute('data-reference')))).toEqual(demo.items.map((l) => l.reference));
    expect(await rows().last().getAttribute('data-kind')).toBe('demo_grant');
    expect(await page.getByTestId('statement-more').count()).toBe(0);
    expect(await page.locator('[data-testid="statement-row"][data-kind="deposit"]').count()).toBe(0);

    await page.getByTestId('statement-kind').selectOption('trades');
    await until('only trade lines', async () => {
      const kinds = await rows().evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
      return kinds.length > 0 && kinds.every((k) => k?.startsWith('trade_'));
    });
    await page.getByTestId('statement-kind').selectOption('');
  });

  it('downloads the whole range as CSV (the exact header, every line) and as a PDF', async () => {
    await page.setViewportSize(WIDTHS[0]);
    await open();
    const real = (await statementOf('mode=real')).data;
    const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statement-csv').click()]);
    expect(csvDownload.suggestedFilename()).toMatch(/^statement-real-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = readFileSync(await csvDownload.path(), 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe(STATEMENT_CSV_HEADER);
    expect(lines.map((l) => l.split(',')[2])).toEqual([...real.items].reverse().map((l) => l.reference));
    expect(lines[0]).toMatch(/,deposit,deposit:\d+:credit,\+500\.00,500\.00$/);

    const [pdfDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statement-pdf').click()]);
    expect(pdfDownload.suggestedFilename()).toMatch(/^statement-real-.*\.pdf$/);
    const pdf = readFileSync(await pdfDownload.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(2000);
  });
});
