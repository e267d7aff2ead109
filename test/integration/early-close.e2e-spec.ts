import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import { CLOSE_CUTOFF_MS, CLOSE_QUOTE_VALID_MS, type CloseQuote } from '../../server/src/contracts/early-close';
import type { TradeSettledEvent } from '../../server/src/contracts/events';
import { toCents } from '../../server/src/contracts/money';
import type { CloseTradeResponse, SubmitTradeResponse, TradeDto } from '../../server/src/contracts/trading';
import { payoutCents } from '../../server/src/contracts/trade-rules';
import { verifyLedger } from '../../server/src/ledger/ledger-invariants';
import { LedgerService } from '../../server/src/ledger/ledger.service';
import { SettlementService } from '../../server/src/trading/settlement.service';
import { TradesRepository } from '../../server/src/trading/trades.repository';
import { me, startTestApp, TestApp, TestUser, waitFor } from '../support/test-app';
import { demoTrade } from '../support/trades';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('early close', () => {
  let app: TestApp;
  let db: Client;

  beforeAll(async () => {
    // 60 s trades can be closed; 2 s ones are inside the last 5 s from the start.
    app = await startTestApp({ durations: '2,60' });
    db = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
    await app.pricesFlowing();
  }, 60_000);
  afterAll(async () => {
    await db.end();
    await app.close();
  });

  const open = async (u: TestUser, over: Record<string, unknown> = {}): Promise<TradeDto> => {
    const res = await app.request<ApiEnvelope<SubmitTradeResponse>>('POST', '/api/trading/submit', {
      token: u.token,
      body: demoTrade({ duration: 60, ...over }),
    });
    expect(res.status).toBe(201);
    return res.body.data.trade;
  };
  const quote = (u: TestUser, id: number) => app.request<ApiEnvelope<CloseQuote> & ApiError>('GET', `/api/trading/trades/${id}/quote`, { token: u.token });
  const close = (u: TestUser, id: number, quoteId: string, headers: Record<string, string> = {}) =>
    app.request<ApiEnvelope<CloseTradeResponse> & ApiError>('POST', `/api/trading/trades/${id}/close`, {
      token: u.token,
      body: { quote_id: quoteId },
      headers,
    });
  const transfersOf = async (id: number) =>
    (
      await db.query<{ reference: string; amount: string; kind: string }>(
        `SELECT reference, amount, kind FROM ledger_transfers WHERE reference LIKE $1 ORDER BY id`,
        [`trade:${id}:%`],
      )
    ).rows;
  const ledgerProblems = async () => (await verifyLedger(process.env.TEST_DATABASE_URL!)).filter((r) => !r.ok);

  it('quotes an open trade: a value between nothing and what a win pays, valid for a second', async () => {
    const u = await app.newUser();
    const t = await open(u, { amount: 20 });
    const res = await quote(u, t.trade_id);
    expect(res.status).toBe(200);
    const q = res.body.data;
    expect(q.quote_id).toEqual(expect.any(String));
    expect(q.value).toBeGreaterThanOrEqual(0);
    expect(toCents(q.value)).toBeLessThanOrEqual(payoutCents(2000, t.payout_percent, 'Won'));
    const validFor = new Date(q.valid_until).getTime() - Date.now();
    expect(validFor).toBeGreaterThan(0);
    expect(validFor).toBeLessThanOrEqual(CLOSE_QUOTE_VALID_MS);
  });

  it('closes at the quote: the value reaches the balance, the trade ends Closed in history, its owner is told, the ledger holds', async () => {
    const u = await app.newUser();
    const socket = await app.socket(u.token);
    const told: TradeSettledEvent[] = [];
    socket.on('trade:settled', (e) => told.push(e));
    const t = await open(u, { amount: 50 });
    const before = await me(app, u.token);
    const q = (await quote(u, t.trade_id)).body.data;

    const res = await close(u, t.trade_id, q.quote_id);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Trade closed');
    const closed = res.body.data.trade;
    expect(closed).toMatchObject({ trade_id: t.trade_id, status: 'Closed', payout: q.value, reason: null });
    expect(closed.end_price).toEqual(expect.any(Number));
    expect(new Date(closed.end_time!).getTime()).toBeLessThan(new Date(t.expires_at).getTime());
    expect(res.body.data.demo_balance).toBeCloseTo(before.demo_balance + q.value, 2);
    expect(res.body.data.demo_balance_version).toBeGreaterThan(before.demo_balance_version);

    const history = (await app.request<ApiEnvelope<TradeDto[]>>('GET', '/api/trading?mode=demo', { token: u.token })).body.data;
    expect(history.find((h) => h.trade_id === t.trade_id)).toMatchObject({ status: 'Closed', payout: q.value });
    await waitFor(async () => told.length > 0);
    expect(told[0].trade).toMatchObject({ trade_id: t.trade_id, status: 'Closed', payout: q.value });
    expect(told[0].demo_balance).toBeCloseTo(before.demo_balance + q.value, 2);

    // The stake left escrow once; what the close returns below the stake went back to the house.
    const moved = await transfersOf(t.trade_id);
    expect(moved.map((m) => m.reference)).toEqual([
      `trade:${t.trade_id}:stake`,
      `trade:${t.trade_id}:release`,
      ...(toCents(q.value) > 5000 ? [`trade:${t.trade_id}:profit`] : []),
      ...(toCents(q.value) < 5000 && q.value > 0 ? [`trade:${t.trade_id}:close`] : []),
    ]);
    expect(await ledgerProblems()).toEqual([]);
  });

  it('a quote past its second answers 409 QUOTE_EXPIRED with a fresh quote, which closes', async () => {
    const u = await app.newUser();
    const t = await open(u);
    const stale = (await quote(u, t.trade_id)).body.data;
    await sleep(CLOSE_QUOTE_VALID_MS + 200);
    const refused = await close(u, t.trade_id, stale.quote_id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ status: false, code: 'QUOTE_EXPIRED', message: 'The price moved: here is a new quote' });
    const fresh = (refused.body as ApiError).data as CloseQuote;
    expect(new Date(fresh.valid_until).getTime()).toBeGreaterThan(Date.now());
    expect((await me(app, u.token)).demo_balance).toBe(10000 - 10);

    const res = await close(u, t.trade_id, fresh.quote_id);
    expect(res.status).toBe(201);
    expect(res.body.data.trade.payout).toBe(fresh.value);
  });

  it("refuses an altered quote, another trade's quote and another user's quote, moving nothing", async () => {
    const u = await app.newUser();
    const other = await app.newUser();
    const a = await open(u);
    const b = await open(u);
    const theirs = await open(other);
    const qa = (await quote(u, a.trade_id)).body.data;
    const [body, mac] = qa.quote_id.split('.');
    const richer = Buffer.from(JSON.stringify([String(a.trade_id), 999_999, 1, Date.now() + 60_000])).toString('base64url');

    for (const [id, quoteId] of [
      [a.trade_id, `${richer}.${mac}`],
      [b.trade_id, qa.quote_id],
      [a.trade_id, `${body}.${'A'.repeat(mac.length)}`],
    ] as const) {
      const res = await close(u, id, quoteId);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('QUOTE_EXPIRED');
    }
    // Another user's trade is not found, with their quote or without.
    const q = (await quote(other, theirs.trade_id)).body.data;
    expect((await quote(u, theirs.trade_id)).status).toBe(404);
    expect((await close(u, theirs.trade_id, q.quote_id)).status).toBe(404);
    // Their own quote does not work for them on a trade of ours either.
    expect((await close(other, a.trade_id, qa.quote_id)).status).toBe(404);
    expect((await me(app, u.token)).demo_balance).toBe(10000 - 20);
    expect((await me(app, other.token)).demo_balance).toBe(10000 - 10);
  });

  it('answers bad input with a clear 4xx: no quote, a quote of the wrong type, an id that is not one, no token', async () => {
    const u = await app.newUser();
    const t = await open(u);
    const noQuote = await app.request<ApiError>('POST', `/api/trading/trades/${t.trade_id}/close`, { token: u.token, body: {} });
    expect(noQuote.status).toBe(400);
    expect(noQuote.body.errors).toHaveProperty('quote_id');
    const wrongType = await app.request<ApiError>('POST', `/api/trading/trades/${t.trade_id}/close`, { token: u.token, body: { quote_id: 42 } });
    expect(wrongType.status).toBe(400);
    const tooLong = await close(u, t.trade_id, 'x'.repeat(513));
    expect(tooLong.status).toBe(400);
    expect((await quote(u, 0)).status).toBe(404);
    expect((await app.request('GET', '/api/trading/trades/abc/quote', { token: u.token })).status).toBe(404);
    expect((await app.request('GET', `/api/trading/trades/${t.trade_id}/quote`)).status).toBe(401);
    expect((await me(app, u.token)).demo_balance).toBe(10000 - 10);
  });

  it('a closed trade cannot be closed again, and replaying the Idempotency-Key answers the same close', async () => {
    const u = await app.newUser();
    const t = await open(u);
    const q = (await quote(u, t.trade_id)).body.data;
    const first = await close(u, t.trade_id, q.quote_id, { 'idempotency-key': `close-${t.trade_id}` });
    expect(first.status).toBe(201);
    const replay = await close(u, t.trade_id, q.quote_id, { 'idempotency-key': `close-${t.trade_id}` });
    expect(replay.status).toBe(201);
    expect(replay.body.data).toEqual(first.body.data);
    const again = await close(u, t.trade_id, q.quote_id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('TRADE_NOT_OPEN');
    expect((await quote(u, t.trade_id)).body.code).toBe('TRADE_NOT_OPEN');
    expect((await transfersOf(t.trade_id)).filter((x) => x.reference.endsWith(':release'))).toHaveLength(1);
    expect((await me(app, u.token)).demo_balance).toBeCloseTo(10000 - 10 + q.value, 2);
  });

  it(`refuses a close in the last ${CLOSE_CUTOFF_MS / 1000} s (409 CLOSE_TOO_LATE), and settlement then settles the trade`, async () => {
    const u = await app.newUser();
    const t = await open(u, { duration: 2 });
    const res = await quote(u, t.trade_id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CLOSE_TOO_LATE', message: `A trade cannot be closed in its last ${CLOSE_CUTOFF_MS / 1000} seconds` });
    const settled = await waitFor(async () => {
      const h = (await app.request<ApiEnvelope<TradeDto[]>>('GET', '/api/trading?mode=demo', { token: u.token })).body.data;
      const mine = h.find((x) => x.trade_id === t.trade_id);
      return mine && mine.status !== 'Pending' && mine;
    });
    expect(['Won', 'Lost', 'Draw', 'Void']).toContain(settled.status);
  });

  it('a close racing settlement: each trade ends once, closed or settled, its money moved once', async () => {
    // Through the API, the last 5 s keep a close and the trade's settlement apart. Here that margin is
    // taken away: the trades are due, and each is closed (the close's two statements) while settlement runs.
    const u = await app.newUser();
    const trades = await Promise.all(Array.from({ length: 16 }, () => open(u, { amount: 5 })));
    const ids = trades.map((t) => String(t.trade_id));
    await db.query(`UPDATE trades SET expires_at = date_trunc('second', now()) - interval '1 second' WHERE id = ANY($1::bigint[])`, [ids]);
    const worker = app.worker!;
    const ds = worker.get(DataSource);
    const repo = worker.get(TradesRepository);
    const ledger = worker.get(LedgerService);
    const closeNow = (id: string) =>
      ds.transaction(async (m) => {
        const row = await repo.closeOpen(m, {
          id,
          userId: u.id,
          closableBefore: new Date(0),
          price: 1,
          closedAt: new Date(),
          value: 400,
          receiptBatch: randomUUID(),
        });
        if (row) await ledger.settleTrades(m, [{ tradeId: row.id, userId: u.id, mode: row.mode, stake: Number(row.amount), returned: 400 }]);
        return row ? 'closed' : 'not open';
      });
    // Staggered, so that some closes come before settlement takes the trades and some while it holds them.
    const [, ...closes] = await Promise.all([
      worker.get(SettlementService).settleDue(new Date()),
      ...ids.map((id, i) => sleep(i * 3).then(() => closeNow(id))),
    ]);
    await worker.get(SettlementService).settleDue(new Date());

    const rows = (await db.query<{ id: string; status: string }>(`SELECT id, status FROM trades WHERE id = ANY($1::bigint[]) ORDER BY id`, [ids])).rows;
    expect(rows.every((r) => r.status !== 'Pending')).toBe(true);
    rows.forEach((r) => expect(r.status === 'Closed').toBe(closes[ids.indexOf(r.id)] === 'closed'));
    for (const id of ids) {
      const releases = (await transfersOf(Number(id))).filter((x) => x.reference.endsWith(':release'));
      expect(releases).toHaveLength(1);
    }
    expect(await ledgerProblems()).toEqual([]);
  });
});
