import { DataSource } from 'typeorm';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import type { CloseQuote } from '../../server/src/contracts/early-close';
import type { DepositDto, WithdrawalDto } from '../../server/src/contracts/funds';
import { toCents } from '../../server/src/contracts/money';
import { STATEMENT_CSV_HEADER, STATEMENT_MESSAGES, type StatementDto, type StatementLineDto } from '../../server/src/contracts/statement';
import type { SubmitTradeResponse, TradeDto } from '../../server/src/contracts/trading';
import { FundsReviewService } from '../../server/src/funds/funds-review.service';
import { verifyLedger } from '../../server/src/ledger/ledger-invariants';
import { sandboxCard } from '../support/sandbox-card';
import { me, startTestApp, TestApp, TestUser, waitFor } from '../support/test-app';
import { demoTrade } from '../support/trades';

type Answer<T> = { status: number; body: ApiEnvelope<T> & ApiError; headers: Headers };

const BTC_WALLET = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('account statement: every movement of an account, its running balance, as JSON pages, CSV and PDF', () => {
  let app: TestApp;
  let client: TestUser;
  let closedTrade: number;
  const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => app.api.get(DataSource).query(query, params);
  const post = <T>(path: string, token: string, body: unknown) => app.request<ApiEnvelope<T> & ApiError>('POST', path, { token, body }) as Promise<Answer<T>>;
  const statement = (u: TestUser, query = '') =>
    app.request<ApiEnvelope<StatementDto> & ApiError>('GET', `/api/account/statement${query ? `?${query}` : ''}`, { token: u.token }) as Promise<
      Answer<StatementDto>
    >;
  /** The raw answer of a download: status, headers and bytes. */
  const download = async (u: TestUser, query: string) => {
    const res = await fetch(`${app.url}/api/account/statement?${query}`, { headers: { authorization: `Bearer ${u.token}` } });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const everything = async (u: TestUser, query = '') => {
    const res = await statement(u, `limit=500${query ? `&${query}` : ''}`);
    expect(res.status).toBe(200);
    expect(res.body.data.next_cursor).toBeNull();
    return res.body.data;
  };
  /** Every transfer touching the user's account of `mode`, oldest first, straight from the ledger. */
  const ledgerReferences = async (u: TestUser, mode: string) =>
    (
      await sql<{ reference: string }>(
        `SELECT x.reference FROM ledger_transfers x JOIN ledger_accounts a ON a.id IN (x.debit_account_id, x.credit_account_id)
          WHERE a.owner_id = $1 AND a.kind = 'user' AND a.mode = $2 ORDER BY x.id`,
        [u.id, mode],
      )
    ).map((r) => r.reference);

  async function deposit(u: TestUser, usd: number): Promise<void> {
    const before = (await me(app, u.token)).balance;
    const res = await post<DepositDto>('/api/deposit/card', u.token, sandboxCard(usd));
    expect(res.status).toBe(201);
    await waitFor(async () => (await me(app, u.token)).balance === before + usd);
  }

  /** A Buy and a Sell of one second opened together, settled: one wins and one loses unless the price stood still. */
  async function tradePair(u: TestUser, mode: 'real' | 'demo'): Promise<TradeDto[]> {
    const pair = await Promise.all(
      (['Buy', 'Sell'] as const).map(async (trade_mode) => {
        const res = await post<SubmitTradeResponse>('/api/trading/submit', u.token, demoTrade({ mode, trade_mode, amount: 10 }));
        expect(res.status).toBe(201);
        return res.body.data.trade.trade_id;
      }),
    );
    return waitFor(async () => {
      const mine = (await app.request<ApiEnvelope<TradeDto[]>>('GET', `/api/trading?mode=${mode}`, { token: u.token })).body.data.filter((t) =>
        pair.includes(t.trade_id),
      );
      return mine.length === 2 && mine.every((t) => t.status !== 'Pending') && mine;
    }, 15000);
  }

  beforeAll(async () => {
    app = await startTestApp({ env: { CARD_REVIEW_LIMIT: '100000' } });
    await app.pricesFlowing();
    client = await app.newUser();
    const c = client;
    await deposit(c, 10000);
    await deposit(c, 250.55);
    // Trades that settle: at least one won and one lost.
    const outcomes = new Set<string>();
    for (let attempt = 0; attempt < 6 && !(outcomes.has('Won') && outcomes.has('Lost')); attempt++) {
      for (const t of await tradePair(c, 'real')) outcomes.add(t.status);
      if (!(outcomes.has('Won') && outcomes.has('Lost'))) await sleep(300);
    }
    expect([...outcomes]).toEqual(expect.arrayContaining(['Won', 'Lost']));
    await tradePair(c, 'demo');
    // A real trade sold back before expiry (early close): its stake returned, and what the close is worth below or above it.
    const open = await post<SubmitTradeResponse>('/api/trading/submit', c.token, demoTrade({ mode: 'real', amount: 20, duration: 60 }));
    expect(open.status).toBe(201);
    closedTrade = open.body.data.trade.trade_id;
    await waitFor(async () => {
      const quote = await app.request<ApiEnvelope<CloseQuote>>('GET', `/api/trading/trades/${closedTrade}/quote`, { token: c.token });
      if (quote.status !== 200) return false;
      const closed = await post('/api/trading/trades/' + closedTrade + '/close', c.token, { quote_id: quote.body.data.quote_id });
      return closed.status === 201;
    });
    // Withdrawals: one held (still Pending), one rejected by staff (refunded).
    await sql(`UPDATE users SET email_verified = true WHERE id = $1`, [c.id]);
    await sql(
      `INSERT INTO identity_verifications (user_id, method, file_path, mime_type, status) VALUES ($1, 'national_id', 'documents/x.png', 'image/png', 'Approved')`,
      [c.id],
    );
    expect((await post<WithdrawalDto>('/api/withdraw', c.token, { amount: 30, wallet: BTC_WALLET, currency: 'btc' })).status).toBe(201);
    const refused = await post<WithdrawalDto>('/api/withdraw', c.token, { amount: 20.25, wallet: BTC_WALLET, currency: 'btc' });
    expect(refused.status).toBe(201);
    const staff = await app.newUser();
    await app.api
      .get(DataSource)
      .transaction((m) =>
        app.api.get(FundsReviewService).rejectWithdrawal(m, String(refused.body.data.withdraw_id), { staffId: staff.id, reason: 'Invalid destination' }),
      );
    // A plan bought, and an upgrade held for staff.
    expect((await post('/api/users/set-plan', c.token, { trading_plan: 'Beginner-3000' })).status).toBe(200);
    expect((await post('/api/users/request-plan-update', c.token, { trading_plan: 'Gold-7600' })).status).toBe(201);
  }, 120_000);
  afterAll(() => app.close());

  it('lists every movement of the real account, newest first, each balance the one before plus its amount, closing at the balance to the cent', async () => {
    const s = await everything(client);
    const user = await me(app, client.token);
    expect(s.mode).toBe('real');
    expect(toCents(s.closing_balance)).toBe(toCents(user.balance));
    expect(toCents(s.items[0].balance)).toBe(toCents(user.balance));
    expect(s.opening_balance).toBe(0);
    const oldestFirst = [...s.items].reverse();
    let balance = toCents(s.opening_balance);
    for (const line of oldestFirst) {
      balance += toCents(line.amount);
      expect(toCents(line.balance)).toBe(balance);
    }
    // Exactly the ledger's transfers of that account, in the ledger's order.
    expect(oldestFirst.map((l) => l.reference)).toEqual(await ledgerReferences(client, 'real'));
    const kinds = new Set(s.items.map((l) => l.kind));
    for (const kind of ['deposit', 'trade_stake', 'trade_release', 'trade_profit', 'withdrawal_hold', 'withdrawal_refund', 'plan_purchase', 'plan_hold']) {
      expect(kinds).toContain(kind);
    }
    expect(kinds).not.toContain('demo_grant');
    // The closed trade: stake out, stake back, and the close's difference (below the stake to the house, above it from the house).
    expect(
      s.items
        .filter((l) => l.reference.startsWith(`trade:${closedTrade}:`))
        .map((l) => l.kind)
        .reverse(),
    ).toEqual(['trade_stake', 'trade_release', expect.stringMatching(/^trade_(close|profit)$/)]);
    // Signed: money in positive, money out negative.
    const sign = (l: StatementLineDto) => Math.sign(l.amount);
    expect(s.items.filter((l) => l.kind === 'deposit').map(sign)).toEqual([1, 1]);
    expect(s.items.filter((l) => ['trade_stake', 'withdrawal_hold', 'plan_purchase', 'plan_hold'].includes(l.kind)).every((l) => sign(l) === -1)).toBe(true);
    expect(s.items.find((l) => l.kind === 'deposit' && l.amount === 250.55)).toBeDefined();
    expect(s.items.find((l) => l.kind === 'withdrawal_refund')).toMatchObject({ amount: 20.25 });
    expect((await verifyLedger(process.env.TEST_DATABASE_URL!)).filter((r) => !r.ok)).toEqual([]);
  });

  it('pages with an opaque cursor: small pages give the same lines as one page, and the balances of a middle page are right', async () => {
    const whole = await everything(client);
    const paged: StatementLineDto[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: Answer<StatementDto> = await statement(client, `limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.data.items.length).toBeLessThanOrEqual(3);
      expect([res.body.data.opening_balance, res.body.data.closing_balance]).toEqual([whole.opening_balance, whole.closing_balance]);
      paged.push(...res.body.data.items);
      cursor = res.body.data.next_cursor;
      pages++;
    } while (cursor && pages < 100);
    expect(paged).toEqual(whole.items);
    expect(pages).toBe(Math.ceil(whole.items.length / 3));

    // Filtered pages too: each line keeps the account's balance after it.
    const filtered: StatementLineDto[] = [];
    let next: string | null = null;
    do {
      const res: Answer<StatementDto> = await statement(client, `limit=2&kind=deposit,trade_release${next ? `&cursor=${next}` : ''}`);
      filtered.push(...res.body.data.items);
      next = res.body.data.next_cursor;
    } while (next);
    expect(filtered).toEqual(whole.items.filter((l) => ['deposit', 'trade_release'].includes(l.kind)));
  });

  it('filters by kind (the balances stay the account balances) and by dates', async () => {
    const whole = await everything(client);
    const deposits = await everything(client, 'kind=deposit');
    expect(deposits.items).toEqual(whole.items.filter((l) => l.kind === 'deposit'));
    expect([deposits.opening_balance, deposits.closing_balance]).toEqual([whole.opening_balance, whole.closing_balance]);
    const trades = await everything(client, 'kind=trade_stake,trade_profit');
    expect(trades.items).toEqual(whole.items.filter((l) => ['trade_stake', 'trade_profit'].includes(l.kind)));
    expect((await everything(client, 'kind=trade_stake&kind=deposit')).items).toHaveLength(
      whole.items.filter((l) => ['trade_stake', 'deposit'].includes(l.kind)).length,
    );

    // From the second deposit on: its own moment is included, what came before is the opening balance.
    const oldestFirst = [...whole.items].reverse();
    const second = oldestFirst.findIndex((l) => l.kind === 'deposit' && l.amount === 250.55);
    const from = oldestFirst[second].time;
    const later = await everything(client, `from=${encodeURIComponent(from)}`);
    expect([...later.items].reverse()).toEqual(oldestFirst.filter((l) => l.time >= from));
    expect(toCents(later.opening_balance)).toBe(toCents(oldestFirst[second].balance) - toCents(oldestFirst[second].amount));
    expect(later.closing_balance).toBe(whole.closing_balance);
    // Up to (not including) that moment: the lines before it, closing where the later range opens.
    const earlier = await everything(client, `to=${encodeURIComponent(from)}`);
    expect([...earlier.items].reverse()).toEqual(oldestFirst.filter((l) => l.time < from));
    expect(earlier.closing_balance).toBe(later.opening_balance);
    // A day alone is that whole day (UTC): yesterday had nothing, today has everything.
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(await everything(client, `from=${yesterday}&to=${yesterday}`)).toMatchObject({ items: [], opening_balance: 0, closing_balance: 0 });
    const day = await everything(client, `from=${today}&to=${today}`);
    expect(day).toMatchObject({ items: whole.items, from: `${today}T00:00:00.000Z` });
  });

  it('keeps demo and real apart, and never shows another client anything of this one', async () => {
    const demo = await everything(client, 'mode=demo');
    const user = await me(app, client.token);
    expect(toCents(demo.closing_balance)).toBe(toCents(user.demo_balance));
    expect([...demo.items].reverse().map((l) => l.reference)).toEqual(await ledgerReferences(client, 'demo'));
    expect(demo.items[demo.items.length - 1]).toMatchObject({ kind: 'demo_grant', amount: 10000, balance: 10000 });
    const real = await everything(client);
    expect(demo.items.some((l) => real.items.some((r) => r.reference === l.reference))).toBe(false);

    const other = await app.newUser();
    const theirs = await everything(other);
    expect(theirs).toMatchObject({ items: [], opening_balance: 0, closing_balance: 0 });
    const theirDemo = await everything(other, 'mode=demo');
    expect(theirDemo.items.map((l) => l.reference)).toEqual([`user:${other.id}:demo-grant`]);
    // A cursor of this client's statement only pages the other's own lines.
    const page = await statement(client, 'limit=1');
    const borrowed = await statement(other, `mode=demo&cursor=${page.body.data.next_cursor}`);
    expect(borrowed.status).toBe(200);
    expect(borrowed.body.data.items.every((l) => l.reference.startsWith(`user:${other.id}:`))).toBe(true);
    expect((await app.request('GET', '/api/account/statement')).status).toBe(401);
  });

  it('downloads the whole range as CSV: the exact header, then the same lines oldest first, amounts signed in dollars', async () => {
    const whole = await everything(client);
    const csv = await download(client, 'format=csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="statement-real-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...lines] = csv.bytes.toString('utf8').trimEnd().split('\r\n');
    expect(header).toBe(STATEMENT_CSV_HEADER);
    const money = (n: number) => (n < 0 ? '-' : '') + Math.abs(n).toFixed(2);
    expect(lines).toEqual(
      [...whole.items].reverse().map((l) => [l.time, l.kind, l.reference, (l.amount > 0 ? '+' : '') + money(l.amount), money(l.balance)].join(',')),
    );
    expect(lines.some((l) => l.includes(',+250.55,'))).toBe(true);
    // Not paged: a limit or a cursor does not cut a download; the kind filter does.
    expect((await download(client, 'format=csv&limit=1')).bytes.toString('utf8').trimEnd().split('\r\n')).toHaveLength(whole.items.length + 1);
    const deposits = (await download(client, 'format=csv&kind=deposit')).bytes.toString('utf8').trimEnd().split('\r\n');
    expect(deposits.slice(1).map((l) => l.split(',')[1])).toEqual(['deposit', 'deposit']);
  });

  it('downloads the whole range as a PDF', async () => {
    const pdf = await download(client, 'format=pdf&mode=real');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="statement-real-.*\.pdf"$/);
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.bytes.length).toBeGreaterThan(2000);
    expect(pdf.bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
    // Many lines: several pages.
    const empty = await download(await app.newUser(), 'format=pdf');
    expect(empty.status).toBe(200);
    expect(empty.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('refuses bad input with 400 and a field error, whatever the format', async () => {
    const refusals: [string, string, string][] = [
      ['mode=paper', 'mode', 'must be demo or real'],
      ['from=2026-02-30', 'from', expect.stringContaining('must be a date')],
      ['from=yesterday', 'from', expect.stringContaining('must be a date')],
      ['to=2026-11-26T10:00:00', 'to', expect.stringContaining('must be a date')],
      ['from=2026-11-20&to=2026-11-10', 'from', 'must be before to'],
      ['from=2026-11-20&to=2026-11-20T00:00:00Z', 'from', 'must be before to'],
      ['from=2024-01-01&to=2025-06-01', 'to', 'must be at most 366 days after from'],
      ['cursor=abc', 'cursor', 'is invalid'],
      [`cursor=${Buffer.from('before:1 OR 1=1').toString('base64url')}`, 'cursor', 'is invalid'],
      ['kind=salary', 'kind', expect.stringContaining('must be one or more of')],
      ['limit=0', 'limit', 'must be at least 1'],
      ['limit=501', 'limit', 'must be at most 500'],
      ['format=xml', 'format', 'must be json, csv or pdf'],
      ['account=42', 'account', 'is not an accepted field'],
    ];
    for (const [query, field, message] of refusals) {
      for (const format of ['', '&format=csv']) {
        if (query.startsWith('format=') && format) continue;
        const res = await statement(client, query + format);
        expect({ query: query + format, status: res.status, code: res.body.code, error: res.body.errors?.[field] }).toEqual({
          query: query + format,
          status: 400,
          code: 'VALIDATION_FAILED',
          error: message,
        });
      }
    }
    expect((await statement(client, 'from=2026-11-20&to=2026-11-10')).body.message).toBe(STATEMENT_MESSAGES.fromAfterTo);
    expect((await statement(client, 'cursor=abc')).body.message).toBe(STATEMENT_MESSAGES.badCursor);
    expect((await statement(client, 'from=2024-01-01&to=2025-06-01')).body.message).toBe(STATEMENT_MESSAGES.tooLong);
    // A year is fine, and so is a leap year.
    expect((await statement(client, 'from=2024-01-01&to=2024-12-31')).status).toBe(200);
  });
});
