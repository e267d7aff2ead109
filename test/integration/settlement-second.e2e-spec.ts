import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { Client } from 'pg';
import type { Socket } from 'socket.io-client';
import type { ApiEnvelope, SubmitTradeResponse, TradeDto } from '../../server/src/contracts/api';
import type { MissedEventsDto, ServerToClientEvents } from '../../server/src/contracts/events';
import { verifyLedger } from '../../server/src/ledger/ledger-invariants';
import { MarketService } from '../../server/src/market/market.service';
import { QUEUES, settleJobId } from '../../server/src/queue/jobs';
import { RealtimeService } from '../../server/src/realtime/realtime.service';
import { SettlementService } from '../../server/src/trading/settlement.service';
import { startTestApp, TestApp, TestUser, waitFor } from '../support/test-app';
import { demoTrade } from '../support/trades';

const expirySecond = (t: TradeDto) => new Date(t.expires_at).getTime() / 1000;

/**
 * A second's job settles its trades as soon as the deciding tick is in (SettlementService.settleSecond),
 * and the batched events of a settlement reach each user numbered in order, live and in the log.
 */
describe('settlement at the second, and batched events', () => {
  let app: TestApp;
  let db: Client;
  let settlement: SettlementService;
  let market: MarketService;
  let queue: Queue;

  const submit = async (u: TestUser, over: Record<string, unknown> = {}): Promise<TradeDto> => {
    const res = await app.request<ApiEnvelope<SubmitTradeResponse>>('POST', '/api/trading/submit', { token: u.token, body: demoTrade(over) });
    expect(res.status).toBe(201);
    return res.body.data.trade;
  };
  /** Its row and its transfers' references and amounts. */
  const effects = async (tradeId: number) => ({
    row: (await db.query(`SELECT status, end_price::float8 AS end_price, payout FROM trades WHERE id = $1`, [tradeId])).rows[0],
    transfers: (await db.query(`SELECT reference, amount FROM ledger_transfers WHERE reference LIKE $1 ORDER BY id`, [`trade:${tradeId}:%`])).rows,
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
    market = app.worker!.get(MarketService);
    queue = app.worker!.get<Queue>(getQueueToken(QUEUES.settlement));
    db = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
    await waitFor(async () => (await app.request<ApiEnvelope<unknown[]>>('GET', '/api/market/prices')).body.data.length > 0);
  });
  afterAll(async () => {
    await db.end();
    await app.close();
  });

  it('settles a second at its expiry, at the price its deciding tick decides, once', async () => {
    const u = await app.newUser();
    const trades = await dueTrades(u, 4);
    const second = expirySecond(trades[0]);
    const result = await settlement.settleSecond(second, Date.now() + 3000);
    expect(result).toMatchObject({ unpriced: 0, failed: 0 });
    expect(result.settled).toBeGreaterThanOrEqual(trades.length);
    const [decided] = await market.expiryPrices([{ symbol: 'BTCUSD', at: second * 1000 }]);
    expect(decided.kind).toBe('price');
    for (const t of trades) {
      const e = await effects(t.trade_id);
      expect(e.row.status).not.toBe('Pending');
      expect(e.row.end_price).toBe((decided as { price: number }).price);
      expect(e.transfers.map((x: { reference: string }) => x.reference.split(':')[2])).toEqual(
        e.row.status === 'Won' ? ['stake', 'release', 'profit'] : ['stake', 'release'],
      );
    }
    // Nothing left to do for it.
    expect((await settlement.settleSecond(second, Date.now() + 1000)).settled).toBe(0);
    await ledgerHolds();
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
