import { randomUUID } from 'node:crypto';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import type { Socket } from 'socket.io-client';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import type { SubmitTradeResponse, TradeDto } from '../../server/src/contracts/trading';
import type { MissedEventsDto, ServerToClientEvents, TradeSettledEvent } from '../../server/src/contracts/events';
import { profitCents, toCents } from '../../server/src/contracts/money';
import { payoutPercent, STRIKE_RATES, tradeOutcome } from '../../server/src/contracts/trade-rules';
import { verifyLedger } from '../../server/src/ledger/ledger-invariants';
import { LedgerService } from '../../server/src/ledger/ledger.service';
import { MarketService } from '../../server/src/market/market.service';
import { QUEUES, settleJobId } from '../../server/src/queue/jobs';
import { RealtimeService } from '../../server/src/realtime/realtime.service';
import { SettlementService } from '../../server/src/trading/settlement.service';
import { TradesRepository } from '../../server/src/trading/trades.repository';
import { me, startTestApp, TestApp, TestUser, waitFor } from '../support/test-app';
import { demoTrade } from '../support/trades';

const trade = demoTrade;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const expirySecond = (t: TradeDto) => new Date(t.expires_at).getTime() / 1000;

/** Cents the settled trade should have returned: stake plus floored profit, the stake, or nothing. */
const expectedPayoutCents = (t: TradeDto) =>
  ({ Won: toCents(t.amount) + profitCents(toCents(t.amount), t.payout_percent), Draw: toCents(t.amount), Lost: 0 })[t.status as 'Won' | 'Draw' | 'Lost'];

describe('settlement', () => {
  let app: TestApp;
  let db: Client;
  let settlement: SettlementService;
  let queue: Queue;

  const submit = async (u: TestUser, over: Record<string, unknown> = {}): Promise<TradeDto> => {
    const res = await app.request<ApiEnvelope<SubmitTradeResponse>>('POST', '/api/trading/submit', { token: u.token, body: trade(over) });
    expect(res.status).toBe(201);
    return res.body.data.trade;
  };
  const tradesOf = async (u: TestUser) => (await app.request<ApiEnvelope<TradeDto[]>>('GET', '/api/trading?mode=demo', { token: u.token })).body.data;
  const settled = (u: TestUser, ids: number[], timeoutMs = 10000) =>
    waitFor(async () => {
      const mine = (await tradesOf(u)).filter((t) => ids.includes(t.trade_id));
      return mine.length === ids.length && mine.every((t) => t.status !== 'Pending') && mine;
    }, timeoutMs);
  /** Everything settlement could touch for one trade: its row, its transfers, its owner's balances. */
  const effects = async (u: TestUser, tradeId: number) => ({
    row: (await db.query(`SELECT status, end_price, end_time, payout FROM trades WHERE id = $1`, [tradeId])).rows[0],
    transfers: (await db.query(`SELECT reference, amount FROM ledger_transfers WHERE reference LIKE $1 ORDER BY id`, [`trade:${tradeId}:%`])).rows,
    userTransfers: Number(
      (
        await db.query(
          `SELECT count(*) FROM ledger_transfers t JOIN ledger_accounts a ON a.id IN (t.debit_account_id, t.credit_account_id) WHERE a.owner_id = $1`,
          [u.id],
        )
      ).rows[0].count,
    ),
    profits: Number((await db.query(`SELECT count(*) FROM profits WHERE trade_id = $1`, [tradeId])).rows[0].count),
    balances: await me(app, u.token).then((m) => [m.balance, m.demo_balance]),
  });
  const ledgerHolds = async () => expect((await verifyLedger(process.env.TEST_DATABASE_URL!)).filter((r) => !r.ok)).toEqual([]);

  /** Trades of one second whose job is taken away, so that the test settles them; resolves at their expiry. */
  const dueTrades = async (u: TestUser, n: number): Promise<TradeDto[]> => {
    // Submitted together, they share an expiry second unless a second boundary falls in between: then again.
    for (;;) {
      const trades = await Promise.all(Array.from({ length: n }, (_, i) => submit(u, { trade_mode: i % 2 ? 'Sell' : 'Buy', amount: 1 + i })));
      for (const s of new Set(trades.map(expirySecond))) await queue.remove(settleJobId(s));
      if (new Set(trades.map(expirySecond)).size === 1) {
        await waitFor(async () => Date.now() >= new Date(trades[0].expires_at).getTime(), 5000);
        return trades;
      }
    }
  };

  beforeAll(async () => {
    app = await startTestApp();
    settlement = app.worker!.get(SettlementService);
    queue = app.worker!.get<Queue>(getQueueToken(QUEUES.settlement));
    db = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
    await app.pricesFlowing();
  });
  afterAll(async () => {
    await db.end();
    await app.close();
  });

  it("moves a lost stake to the house of its mode, returns a draw's, and pays a win's profit from that house", async () => {
    const u = await app.newUser();
    const accounts = async (sql: string, params: unknown[]) =>
      Object.fromEntries((await db.query(`SELECT kind, id FROM ledger_accounts WHERE ${sql}`, params)).rows.map((r) => [r.kind, String(r.id)]));
    const own = await accounts(`owner_id = $1 AND mode = 'demo'`, [u.id]);
    const house = (await accounts(`owner_id IS NULL AND kind = 'house' AND mode = 'demo'`, [])).house;
    const rollback = new Error('rollback');
    const seen = await app
      .worker!.get(DataSource)
      .transaction(async (m) => {
        // Stakes as if held (rolled back below: no trades stand behind them).
        await m.query(`UPDATE ledger_accounts SET balance = balance + 3000 WHERE id = $1`, [own.escrow]);
        const before = await m.query(`SELECT id, balance FROM ledger_accounts WHERE id = ANY($1::bigint[])`, [[own.user, own.escrow, house]]);
        await app.worker!.get(LedgerService).settleTrades(m, [
          { tradeId: '-1', userId: u.id, mode: 'demo', stake: 1000, returned: 0 },
          { tradeId: '-2', userId: u.id, mode: 'demo', stake: 1000, returned: 1000 },
          { tradeId: '-3', userId: u.id, mode: 'demo', stake: 1000, returned: 1750 },
        ]);
        const after = await m.query(`SELECT id, balance FROM ledger_accounts WHERE id = ANY($1::bigint[])`, [[own.user, own.escrow, house]]);
        const transfers = await m.query(
          `SELECT debit_account_id::text AS debit, credit_account_id::text AS credit, amount::int, kind, reference
             FROM ledger_transfers WHERE reference LIKE 'trade:-%' ORDER BY id`,
        );
        const moved = Object.fromEntries(
          after.map((a: { id: string; balance: string }) => [a.id, Number(a.balance) - Number(before.find((b: { id: string }) => b.id === a.id).balance)]),
        );
        throw Object.assign(rollback, { seen: { transfers, moved } });
      })
      .catch((err: Error & { seen?: unknown }) => {
        if (err !== rollback) throw err;
        return err.seen;
      });
    expect(seen).toEqual({
      transfers: [
        { debit: own.escrow, credit: house, amount: 1000, kind: 'trade_loss', reference: 'trade:-1:release' },
        { debit: own.escrow, credit: own.user, amount: 1000, kind: 'trade_release', reference: 'trade:-2:release' },
        { debit: own.escrow, credit: own.user, amount: 1000, kind: 'trade_release', reference: 'trade:-3:release' },
        { debit: house, credit: own.user, amount: 750, kind: 'trade_profit', reference: 'trade:-3:profit' },
      ],
      moved: { [own.escrow]: -3000, [own.user]: 2750, [house]: 250 },
    });
    await ledgerHolds();
  });

  it('refuses a transfer naming an account that does not exist, and deleting or renumbering an account', async () => {
    const u = await app.newUser();
    const { id } = (await db.query(`SELECT id FROM ledger_accounts WHERE owner_id = $1 AND kind = 'user' AND mode = 'demo'`, [u.id])).rows[0];
    const transfer = (debit: string, credit: string, reference: string) =>
      db.query(`INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount, kind, reference) VALUES ($1, $2, 1, 'test', $3)`, [
        debit,
        credit,
        reference,
      ]);
    await expect(transfer(id, '999999999', 'test:no-credit-account')).rejects.toMatchObject({ code: '23503' });
    await expect(transfer('999999999', id, 'test:no-debit-account')).rejects.toMatchObject({ code: '23503' });
    await expect(db.query(`DELETE FROM ledger_accounts WHERE id = $1`, [id])).rejects.toThrow(/permanent/);
    // An identity column takes no new value but DEFAULT, which would renumber it: refused too.
    await expect(db.query(`UPDATE ledger_accounts SET id = DEFAULT WHERE id = $1`, [id])).rejects.toThrow(/permanent/);
    // Nothing of the refused transfers was written (other specs of the run write test: references of their own).
    expect(
      (await db.query(`SELECT count(*)::int AS n FROM ledger_transfers WHERE reference IN ('test:no-credit-account', 'test:no-debit-account')`)).rows[0].n,
    ).toBe(0);
    await ledgerHolds();
  });

  it('settling the same trade twice, even at once, has one effect', async () => {
    const u = await app.newUser();
    const t = await submit(u);
    // Take its job away so this test is the one that settles it.
    expect(await queue.remove(settleJobId(expirySecond(t)))).toBe(1);
    await waitFor(async () => Date.now() > new Date(t.expires_at).getTime() + 500);
    const cutoff = new Date(t.expires_at);

    await Promise.all([settlement.settleDue(cutoff), settlement.settleDue(cutoff)]);
    const once = await effects(u, t.trade_id);
    expect(once.row.status).not.toBe('Pending');
    const refs = once.transfers.map((x: { reference: string }) => x.reference.split(':')[2]);
    expect(refs).toEqual(once.row.status === 'Won' ? ['stake', 'release', 'profit'] : ['stake', 'release']);
    expect(once.profits).toBe(once.row.status === 'Won' ? 1 : 0);
    expect(toCents(once.balances[1])).toBe(toCents(10000 - 10) + Number(once.row.payout));

    const again = await settlement.settleDue(cutoff);
    expect(again.unpriced).toBe(0);
    expect(await effects(u, t.trade_id)).toEqual(once);

    // Even a settlement at another price finds nothing to do: the status guard holds (rolled back, whatever it did).
    const repo = app.worker!.get(TradesRepository);
    const runner = app.worker!.get(DataSource).createQueryRunner();
    await runner.startTransaction();
    try {
      const rows = await repo.settleBatch(runner.manager, new Date(), [{ symbol: 'BTCUSD', at: cutoff, price: Number(once.row.end_price) + 1000 }], 10, {
        endTime: new Date(),
        voidReason: 'test',
        receiptBatch: randomUUID(),
      });
      expect(rows.map((r) => Number(r.id))).not.toContain(t.trade_id);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
    expect(await effects(u, t.trade_id)).toEqual(once);
    await ledgerHolds();
  });

  it('the sweeper settles a trade whose job was lost', async () => {
    const u = await app.newUser();
    const t = await submit(u, { symbol: 'ETHUSD' });
    expect(await queue.remove(settleJobId(expirySecond(t)))).toBe(1);
    expect(await queue.getJob(settleJobId(expirySecond(t)))).toBeUndefined();

    const [done] = await settled(u, [t.trade_id], 15000);
    // Only the sweeper could have: it leaves due trades a grace period before taking them.
    expect(new Date(done.end_time!).getTime()).toBeGreaterThanOrEqual(new Date(t.expires_at).getTime() + 3000);
    expect(toCents(done.payout!)).toBe(expectedPayoutCents(done));
    expect((await me(app, u.token)).demo_balance).toBeCloseTo(10000 - 10 + done.payout!, 2);
    await ledgerHolds();
  }, 20000);

  it('settles each trade by the rule, at the price in force at its expiry', async () => {
    const u = await app.newUser();
    const market = app.worker!.get(MarketService);
    const placed = await Promise.all([
      submit(u, { trade_mode: 'Buy', strike_rate: 1, amount: 3.33 }),
      submit(u, { trade_mode: 'Sell', strike_rate: 1, amount: 3.33 }),
      submit(u, { trade_mode: 'Buy', strike_rate: 3, amount: 19.99, symbol: 'XRPUSD', duration: 2 }),
      submit(u, { trade_mode: 'Sell', strike_rate: 5, amount: 1, symbol: 'BCHBTC', duration: 2 }),
      submit(u, { trade_mode: 'Sell', strike_rate: 2, amount: 250.5, symbol: 'EURUSD', trading_type: 'Currencies' }),
    ]);
    const done = await settled(
      u,
      placed.map((t) => t.trade_id),
    );
    for (const t of done) {
      const option = STRIKE_RATES.find((o) => o.value === t.strike_rate)!;
      expect(t.payout_percent).toBe(payoutPercent(option, t.trade_mode));
      expect(t.status).toBe(tradeOutcome(t.trade_mode, t.open_price, t.end_price!));
      expect(toCents(t.payout!)).toBe(expectedPayoutCents(t));
      expect(t.end_price).toBe(await market.priceAt(t.symbol, new Date(t.expires_at).getTime()));
      expect(new Date(t.end_time!).getTime()).toBeGreaterThanOrEqual(new Date(t.expires_at).getTime());
    }
    const staked = done.reduce((s, t) => s + toCents(t.amount), 0);
    const returned = done.reduce((s, t) => s + toCents(t.payout!), 0);
    expect(toCents((await me(app, u.token)).demo_balance)).toBe(toCents(10000) - staked + returned);

    // And every trade settled at a price so far in this run's database, whoever settled it (Void ones have
    // none; Closed ones were sold back before expiry, at a quote: early-close's own test).
    const { rows } = await db.query(
      `SELECT trade_mode, open_price, end_price, status, amount, payout_percent, payout FROM trades WHERE status NOT IN ('Pending', 'Void', 'Closed')`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(done.length);
    const wrong = rows.filter((r) => {
      const status = tradeOutcome(r.trade_mode, Number(r.open_price), Number(r.end_price));
      const payout = { Won: Number(r.amount) + profitCents(Number(r.amount), r.payout_percent), Draw: Number(r.amount), Lost: 0 }[status];
      return r.status !== status || Number(r.payout) !== payout;
    });
    expect(wrong).toEqual([]);
    await ledgerHolds();
  });

  it('a win writes a profit row: stake, profit, earnings = stake + profit', async () => {
    const u = await app.newUser();
    let won: TradeDto | undefined;
    let lost: TradeDto | undefined;
    // A Buy and a Sell opened together: one of them wins unless the price stands still.
    for (let attempt = 0; attempt < 5 && !won; attempt++) {
      const pair = await Promise.all([submit(u, { trade_mode: 'Buy', amount: 3.33 }), submit(u, { trade_mode: 'Sell', amount: 3.33 })]);
      const done = await settled(
        u,
        pair.map((t) => t.trade_id),
      );
      won = done.find((t) => t.status === 'Won');
      lost = lost ?? done.find((t) => t.status === 'Lost');
      if (!won) await sleep(200);
    }
    expect(won).toBeDefined();
    const { rows } = await db.query(`SELECT user_id, mode, amount, profit, earnings FROM profits WHERE trade_id = $1`, [won!.trade_id]);
    expect(rows).toHaveLength(1);
    const stake = 333;
    const profit = profitCents(stake, won!.payout_percent);
    expect(rows[0]).toEqual({ user_id: u.id, mode: 'demo', amount: String(stake), profit: String(profit), earnings: String(stake + profit) });
    expect(toCents(won!.payout!)).toBe(stake + profit);
    if (lost) expect((await db.query(`SELECT 1 FROM profits WHERE trade_id = $1`, [lost.trade_id])).rows).toEqual([]);
  }, 30000);

  it('settles a second at its expiry, at the price its deciding tick decides, once', async () => {
    const u = await app.newUser();
    const trades = await dueTrades(u, 4);
    const second = expirySecond(trades[0]);
    const result = await settlement.settleSecond(second, Date.now() + 3000);
    expect(result).toMatchObject({ unpriced: 0, failed: 0 });
    expect(result.settled).toBeGreaterThanOrEqual(trades.length);
    const [decided] = await app.worker!.get(MarketService).expiryPrices([{ symbol: 'BTCUSD', at: second * 1000 }]);
    expect(decided.kind).toBe('price');
    for (const t of trades) {
      const e = await effects(u, t.trade_id);
      expect(e.row.status).not.toBe('Pending');
      expect(Number(e.row.end_price)).toBe((decided as { price: number }).price);
      expect(e.transfers.map((x: { reference: string }) => x.reference.split(':')[2])).toEqual(
        e.row.status === 'Won' ? ['stake', 'release', 'profit'] : ['stake', 'release'],
      );
    }
    // Nothing left to do for it.
    expect((await settlement.settleSecond(second, Date.now() + 1000)).settled).toBe(0);
    await ledgerHolds();
  });

  it('trade:settled carries the trade as the API shows it, whether its head was read before its second or after its batch', async () => {
    const u = await app.newUser();
    const socket = await app.socket(u.token);
    const events: TradeSettledEvent[] = [];
    socket.on('trade:settled', (e) => events.push(e));
    // Settled by its second's job, which read the trade's head before the second.
    const byJob = await submit(u);
    await settled(u, [byJob.trade_id]);
    // Its job taken away and settled as the sweeper does: nothing read before, its head read after its batch.
    const [late] = await dueTrades(u, 1);
    await waitFor(async () => (await settlement.settleDue(new Date(late.expires_at))).settled > 0, 5000, 20);
    const shown = await settled(u, [byJob.trade_id, late.trade_id]);
    await waitFor(async () => events.length === 2, 3000);
    for (const t of shown) {
      const event = events.find((e) => e.trade.trade_id === t.trade_id)!;
      expect(event.trade).toEqual(t);
    }
    const balances = await me(app, u.token);
    expect(events[1]).toMatchObject({ balance: balances.balance, demo_balance: balances.demo_balance });
    socket.disconnect();
  });

  it("events sent in one batch reach each user's sockets and log numbered in the order given, and no one else's", async () => {
    const [a, b] = [await app.newUser(), await app.newUser()];
    const live = new Map<string, { event: string; seq: number; payload: unknown }[]>();
    const sockets: Socket<ServerToClientEvents>[] = [];
    for (const u of [a, b]) {
      const got: { event: string; seq: number; payload: unknown }[] = [];
      live.set(u.id, got);
      const socket = await app.socket(u.token);
      const told: number[] = [];
      socket.on('realtime:seq', ({ seq }) => told.push(seq));
      await new Promise((resolve) => socket.emit('auth', { token: u.token }, resolve));
      await waitFor(async () => told.length > 0, 2000);
      socket.on('balance:updated', (payload) => got.push({ event: 'balance:updated', seq: payload.seq, payload }));
      sockets.push(socket);
    }
    const balance = (n: number) => ({ balance: n, demo_balance: n, balance_version: n, demo_balance_version: n });
    const events = [
      { userId: a.id, event: 'balance:updated' as const, payload: balance(1) },
      { userId: b.id, event: 'balance:updated' as const, payload: balance(10) },
      { userId: a.id, event: 'balance:updated' as const, payload: balance(2) },
      { userId: a.id, event: 'balance:updated' as const, payload: balance(3) },
      { userId: b.id, event: 'balance:updated' as const, payload: balance(11) },
    ];
    await app.worker!.get(RealtimeService).toUsers(events);
    await waitFor(async () => live.get(a.id)!.length === 3 && live.get(b.id)!.length === 2, 3000);
    expect(live.get(a.id)).toEqual([1, 2, 3].map((n, i) => ({ event: 'balance:updated', seq: i + 1, payload: { ...balance(n), seq: i + 1 } })));
    expect(live.get(b.id)).toEqual([10, 11].map((n, i) => ({ event: 'balance:updated', seq: i + 1, payload: { ...balance(n), seq: i + 1 } })));
    for (const u of [a, b]) {
      const log = await app.request<ApiEnvelope<MissedEventsDto>>('GET', '/api/realtime/events?after=0', { token: u.token });
      expect(log.body.data).toEqual({ events: live.get(u.id), complete: true, seq: live.get(u.id)!.length });
    }
    // One by one afterwards: the numbers go on.
    app.worker!.get(RealtimeService).toUser(a.id, 'balance:updated', balance(4));
    await waitFor(async () => live.get(a.id)!.length === 4, 3000);
    expect(live.get(a.id)![3]).toEqual({ event: 'balance:updated', seq: 4, payload: { ...balance(4), seq: 4 } });
    for (const s of sockets) s.disconnect();
  });
});
