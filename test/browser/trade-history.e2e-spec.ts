import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import type { SubmitTradeResponse, TradeDto } from '../../server/src/contracts/trading';
import { launchBrowser, seriousViolations } from '../support/browser';
import { startStack, type Stack } from '../support/stack';
import { stackApi } from '../support/stack-api';
import { demoTrade } from '../support/trades';

/**
 * Trade History in a real browser against the built app and API: demo trades placed through the API
 * (two that settle in 2 s, open ones, one marked as the automated trader's, one moved three days
 * back), the columns at 1280 px and the two-line rows at 390 px, filters that change the rows, the
 * summary and the URL, a CSV download holding exactly the rows shown, no serious axe finding, and
 * screenshots at both widths in the light and the dark colour scheme.
 */
jest.setTimeout(120_000);

const SCREENSHOTS = join(__dirname, '..', '..', '.test-artifacts', 'screenshots');
/** The page's own content: the shell around it (header, navigation) has its own tests. */
const HISTORY = `{ include: [['.trade-history']] }`;
const COLUMNS = ['Order ID', 'Time', 'Instrument', 'Direction', 'Stake', 'Open price', 'End price', 'Expiry', 'Status', 'Profit/Loss', 'Payout'];

/** Waits until the element with this test id reads exactly `text` (the page re-renders after the URL changes). */
const textIs = (page: Page, testId: string, text: string) =>
  page
    .getByTestId(testId)
    .filter({ hasText: new RegExp(`^${text.replace(/[$.()+]/g, '\\$&')}$`) })
    .waitFor();

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks; records end in CRLF. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || record.length) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/** "+$1,234.50" → 1234.5, "−$10.00" → -10, "—" or "-" → null. */
const amount = (text: string): number | null => {
  const clean = text.replace(/\u2212/g, '-').replace(/[^0-9.-]/g, '');
  return clean === '' || clean === '-' ? null : Number(clean);
};

/** Won: payout − stake (in cents, as the page sums), Lost: −stake, Draw and Void: 0, Pending: none. */
const profitLoss = (t: TradeDto) =>
  t.status === 'Won' ? Math.round(t.payout! * 100 - t.amount * 100) / 100 : t.status === 'Lost' ? -t.amount : t.status === 'Pending' ? null : 0;

describe('trade history in the browser', () => {
  let stack: Stack;
  let api: ReturnType<typeof stackApi>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const shot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `trade-history-${name}.png`), fullPage: true });

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    stack = await startStack({ durations: '2,60' });
    api = stackApi(stack);
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
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

  it('lists the trades with their results, filters them by link, sums them up and exports exactly the rows shown', async () => {
    const client = await api.newClient('Tess', 'Trader');
    const place = async (over: Record<string, unknown>) =>
      (await api.call<ApiEnvelope<SubmitTradeResponse>>('/trading/submit', { method: 'POST', token: client.token, json: demoTrade(over) })).data.trade;
    const shortOld = await place({ duration: 2, symbol: 'BTCUSD', trade_mode: 'Buy', amount: 10 });
    const shortNew = await place({ duration: 2, symbol: 'ETHUSD', trade_mode: 'Sell', amount: 20 });
    const big = await place({ duration: 60, symbol: 'BTCUSD', trade_mode: 'Sell', amount: 1500 });
    const eth = await place({ duration: 60, symbol: 'ETHUSD', trade_mode: 'Buy', amount: 25 });
    const ats = await place({ duration: 60, symbol: 'BCHBTC', trade_mode: 'Buy', amount: 10, trading_type: 'Cryptocurrency' });

    // The two short ones settle; one of them is moved three days back, one open trade becomes the ATS's.
    const list = async () => (await api.call<ApiEnvelope<TradeDto[]>>('/trading?mode=demo', { token: client.token })).data;
    const deadline = Date.now() + 20_000;
    while ((await list()).filter((t) => t.status !== 'Pending').length < 2) {
      if (Date.now() > deadline) throw new Error('the 2 s trades did not settle');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const db = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
    await db.query(`UPDATE trades SET opened_at = opened_at - interval '3 days' WHERE id = $1`, [shortOld.trade_id]);
    await db.query(`UPDATE trades SET source = 'ats', ats_slot = 1 WHERE id = $1`, [ats.trade_id]);
    await db.end();
    const trades = await list();
    expect(trades.map((t) => t.trade_id).sort()).toEqual([shortOld, shortNew, big, eth, ats].map((t) => t.trade_id).sort());

    // Signed in, in demo mode.
    await page.goto(`${stack.url}/auth/signin`);
    await page.getByTestId('signin-email').fill(client.email);
    await page.getByTestId('signin-password').fill(client.password);
    await page.getByTestId('signin-submit').click();
    await page.waitForURL('**/user/home');
    const toggle = page.getByTestId('mode-toggle');
    await toggle.waitFor();
    if ((await toggle.getAttribute('data-mode')) !== 'demo') await toggle.click();
    await page.locator('[data-testid="mode-toggle"][data-mode="demo"]').waitFor();

    await page.goto(`${stack.url}/user/trade-history`);
    const rows = page.getByTestId('trade-history-row');
    await rows.nth(4).waitFor();
    expect(await rows.count()).toBe(5);

    // The columns, and each row's cells against the API's trade (newest first, the moved one last).
    expect((await page.locator('[data-testid="trade-history-table"] thead th').allInnerTexts()).map((t) => t.trim().toLowerCase())).toEqual(
      COLUMNS.map((c) => c.toLowerCase()),
    );
    const shownIds = async () => await rows.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-trade-id'))));
    expect((await shownIds()).at(-1)).toBe(shortOld.trade_id);
    for (const t of trades) {
      const cells = (await page.locator(`[data-testid="trade-history-row"][data-trade-id="${t.trade_id}"] td`).allInnerTexts()).map((c) => c.trim());
      expect(cells).toHaveLength(COLUMNS.length);
      expect(cells[0]).toContain(`#${t.trade_id}`);
      expect(cells[0].includes('ATS')).toBe(t.source === 'ats');
      expect(cells[3]).toContain(t.trade_mode);
      expect(amount(cells[4])).toBe(t.amount);
      expect(cells[8]).toContain(t.status === 'Pending' ? 'In Progress' : t.status);
      expect(amount(cells[9])).toBe(profitLoss(t));
      if (t.status === 'Pending') {
        expect(cells[6]).toBe('-');
        expect(cells[9]).toBe('—');
        expect(cells[7]).toMatch(/^00:\d\d\n/); // the live countdown above the expiry time
      }
    }
    // All eleven columns fit beside the navigation at 1280 px, with no sideways scrolling.
    expect(await page.locator('.table-scroll').evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    // Grouping separators on money and prices.
    const bigCells = await page.locator(`[data-testid="trade-history-row"][data-trade-id="${big.trade_id}"] td`).allInnerTexts();
    expect(bigCells[4]).toBe('$1,500.00');
    expect(bigCells[5]).toMatch(/^\d{1,3}(,\d{3})+\.\d\d$/);

    // The summary over all rows.
    const net = trades.reduce((sum, t) => sum + (profitLoss(t) ?? 0), 0);
    await textIs(page, 'th-summary-count', '5');
    expect(amount((await page.getByTestId('th-summary-net').textContent())!)).toBeCloseTo(net, 2);

    // Filters come before the table in the tab order.
    const filtersFirst = await page.evaluate<boolean>(
      `Boolean(document.querySelector('form[role="search"]').compareDocumentPosition(document.querySelector('[data-testid="trade-history-table"]')) & Node.DOCUMENT_POSITION_FOLLOWING)`,
    );
    expect(filtersFirst).toBe(true);
    expect(await seriousViolations(page, HISTORY)).toEqual([]);

    for (const scheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForTimeout(100);
      await shot(`all-1280-${scheme}`);
    }
    await page.emulateMedia({ colorScheme: 'dark' });

    // A tablet: the page never scrolls sideways (the table scrolls inside its own focusable region if it must).
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.waitForTimeout(100);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(1024);
    await shot('all-1024-dark');
    await page.setViewportSize({ width: 1280, height: 900 });

    // An instrument filter: the rows, the summary and the URL follow; the link opens the same view.
    await page.getByTestId('th-filter-symbol').selectOption('ETHUSD');
    await page.waitForURL(/symbol=ETHUSD/);
    const ethTrades = trades.filter((t) => t.symbol === 'ETHUSD');
    await textIs(page, 'th-summary-count', String(ethTrades.length));
    expect((await shownIds()).sort()).toEqual(ethTrades.map((t) => t.trade_id).sort());
    await page.reload();
    await rows.first().waitFor();
    expect((await shownIds()).sort()).toEqual(ethTrades.map((t) => t.trade_id).sort());
    await expect(page.getByTestId('th-filter-symbol').inputValue()).resolves.toBe('ETHUSD');

    // A date range from today drops the trade moved three days back.
    await page.getByTestId('th-filter-symbol').selectOption('');
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    await page.getByTestId('th-filter-from').fill(today);
    await page.waitForURL(new RegExp(`from=${today}`));
    await page.getByTestId('th-filter-clear').waitFor();
    await textIs(page, 'th-summary-count', '4');
    expect(await shownIds()).not.toContain(shortOld.trade_id);

    // The CSV holds exactly the rows shown, in their order, with the table's columns first.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('th-export').click()]);
    expect(download.suggestedFilename()).toBe(`trades-demo-${today}.csv`);
    const csv = parseCsv(readFileSync(await download.path(), 'utf8'));
    expect(csv[0].slice(0, COLUMNS.length)).toEqual(COLUMNS);
    const shown = await shownIds();
    expect(csv.slice(1).map((r) => Number(r[0]))).toEqual(shown);
    for (const record of csv.slice(1)) {
      const t = trades.find((x) => x.trade_id === Number(record[0]))!;
      const cells = (await page.locator(`[data-testid="trade-history-row"][data-trade-id="${t.trade_id}"] td`).allInnerTexts()).map((c) => c.trim());
      expect(record[2]).toBe(cells[2]); // instrument
      expect(cells[3]).toContain(record[3]); // direction
      expect(Number(record[4])).toBe(amount(cells[4])); // stake
      expect(Number(record[5])).toBe(amount(cells[5])); // open price
      expect(record[6] === '' ? null : Number(record[6])).toBe(amount(cells[6])); // end price
      expect(cells[8]).toContain(record[8]); // status
      expect(record[9] === '' ? null : Number(record[9])).toBe(amount(cells[9])); // profit or loss
      expect(record[12]).toBe(t.source === 'ats' ? 'ATS' : 'Manual');
    }

    for (const scheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForTimeout(100);
      await shot(`filtered-1280-${scheme}`);
    }
    await page.emulateMedia({ colorScheme: 'dark' });

    // Filters no row matches (the BCH/BTC trade is still open): the message and a way back.
    await page.getByTestId('th-filter-symbol').selectOption('BCHBTC');
    await page.getByTestId('th-filter-status').selectOption('Won');
    await page.getByTestId('trade-history-no-match').waitFor();
    await textIs(page, 'th-summary-count', '0');
    await page.getByTestId('trade-history-no-match').getByRole('button', { name: 'Clear filters' }).click();
    await rows.nth(4).waitFor();

    // Phone rows: instrument and direction, stake, status, profit or loss, time; the ATS tag.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('trade-history-mobile').waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    const atsRow = await page.locator(`[data-testid="trade-history-row"][data-trade-id="${ats.trade_id}"]`).innerText();
    for (const part of ['BCH/BTC', 'Buy', 'ATS', '$10.00', 'In Progress', '—']) expect(atsRow).toContain(part);
    const bigRow = await page.locator(`[data-testid="trade-history-row"][data-trade-id="${big.trade_id}"]`).innerText();
    for (const part of ['BTC/USD', 'Sell', '$1,500.00', 'In Progress']) expect(bigRow).toContain(part);
    expect(await seriousViolations(page, HISTORY)).toEqual([]);
    for (const scheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForTimeout(100);
      await shot(`all-390-${scheme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await seriousViolations(page, HISTORY)).toEqual([]);

    // Filtered on a phone: open trades only, the summary and the Clear button with it.
    await page.getByTestId('th-filter-status').selectOption('Pending');
    await page.waitForURL(/status=Pending/);
    await textIs(page, 'th-summary-count', String(trades.filter((t) => t.status === 'Pending').length));
    await textIs(page, 'th-summary-win-rate', '—');
    for (const scheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForTimeout(100);
      await shot(`filtered-390-${scheme}`);
    }
    await page.getByTestId('th-filter-clear').click();
    await page.waitForURL((url) => !url.search.includes('status='));
    await page.setViewportSize({ width: 1280, height: 900 });
    await rows.first().waitFor();
    expect(await seriousViolations(page, HISTORY)).toEqual([]);
  });
});
