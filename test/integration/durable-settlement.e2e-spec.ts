import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import Redis from 'ioredis';
import { Client } from 'pg';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import type { Candle } from '../../server/src/contracts/market';
import type { SubmitTradeResponse, TradeDto } from '../../server/src/contracts/trading';
import type { TradeSettledEvent } from '../../server/src/contracts/events';
import { tradeOutcome, VOID_REASON_NO_PRICE } from '../../server/src/contracts/trade-rules';
import { verifyLedger } from '../../server/src/ledger/ledger-invariants';
import { QUEUES, settleJobId } from '../../server/src/queue/jobs';
import { TickStore } from '../../server/src/market/tick-store';
import { DUE_INSTANTS_PAGE, SettlementService } from '../../server/src/trading/settlement.service';
import { TEST_REDIS_URL, deleteRedisPrefix } from '../support/test-database';
import { me, startTestApp, TestApp, TestUser, waitFor } from '../support/test-app';
import { demoTrade } from '../support/trades';

const expiryMs = (t: TradeDto) => new Date(t.expires_at).getTime();

/** The bounds of DESIGN "Durable work" and the issue: Void by the consistent-tick rule, no instant blocking another, Redis healing. */
describe('durable settlement', () => {
  let app: TestApp;
  let db: Client;
  let redis: Redis;
  let settlement: SettlementService;
  let settlementQueue: Queue;
  let mailQueue: Queue;

  const key = (name: string) => `${app.prefix}:${name}`;
  const pauseFeed = () => redis.set(key('feed:paused'), '1');
  const resumeFeed = () => redis.del(key('feed:paused'));
  const freshQuotes = () => waitFor(async () => Object.values(await redis.hgetall(key('price:last'))).every((v) => Date.now() - Number(v.split(':')[0]) < 500));
  const submit = async (u: TestUser, over: Record<string, unknown> = {}): Promise<TradeDto> => {
    const res = await app.request<ApiEnvelope<SubmitTradeResponse>>('POST', '/api/trading/submit', { token: u.token, body: demoTrade(over) });
    expect(res.status).toBe(201);
    return res.body.data.trade;
  };
  const tradeOf = async (u: TestUser, id: number) =>
    (await app.request<ApiEnvelope<TradeDto[]>>('GET', '/api/trading?mode=demo', { token: u.token })).body.data.find((t) => t.trade_id === id)!;
  const settledTrade = (u: TestUser, id: number, timeoutMs = 15000) =>
    waitFor(async () => {
      const t = await tradeOf(u, id);
      return t.status !== 'Pending' && t;
    }, timeoutMs);
  const ledgerHolds = async () => expect((await verifyLedger(process.env.TEST_DATABASE_URL!)).filter((r) => !r.ok)).toEqual([]);
  const candleCount = async (interval: '1m' | '1d', limit: number) =>
    (await app.request<ApiEnvelope<Candle[]>>('GET', `/api/market/candles?symbol=BTCUSD&interval=${interval}&limit=${limit}`)).body.data.length;

  beforeAll(async () => {
    app = await startTestApp({ durations: '1,2,8,60' });
    settlement = app.worker!.get(SettlementService);
    settlementQueue = app.worker!.get<Queue>(getQueueToken(QUEUES.settlement));
    mailQueue = app.worker!.get<Queue>(getQueueToken(QUEUES.mail));
    db = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
    redis = new Redis(TEST_REDIS_URL);
    await app.pricesFlowing();
  });
  afterEach(async () => {
    await resumeFeed();
  });
  afterAll(async () => {
    redis.disconnect();
    await db.end();
    await app.close();
  });

  it('a trade with no tick in the 5 s before expiry waits for a later tick, then ends Void with its stake refunded', async () => {
    const u = await app.newUser();
    const socket = await app.socket(u.token);
    const events: TradeSettledEvent[] = [];
    socket.on('trade:settled', (e) => events.push(e));
    const t = await submit(u, { duration: 8, amount: 12.34 });
    await pauseFeed();
    expect((await me(app, u.token)).demo_balance).toBeCloseTo(10000 - 12.34, 2);

    // Past expiry with no tick after it: the tick before might still be followed by one at expiry, so it waits.
    await waitFor(async () => Date.now() > expiryMs(t) + 1500, 15000);
    expect((await tradeOf(u, t.trade_id)).status).toBe('Pending');

    await resumeFeed();
    const done = await settledTrade(u, t.trade_id);
    expect(done).toMatchObject({ status: 'Void', reason: VOID_REASON_NO_PRICE, end_price: null, payout: 12.34 });
    expect((await me(app, u.token)).demo_balance).toBe(10000);
    const transfers = (await db.query(`SELECT reference, amount FROM ledger_transfers WHERE reference LIKE $1 ORDER BY id`, [`trade:${t.trade_id}:%`])).rows;
    expect(transfers).toEqual([
      { reference: `trade:${t.trade_id}:stake`, amount: '1234' },
      { reference: `trade:${t.trade_id}:release`, amount: '1234' },
    ]);
    await waitFor(async () => events.length > 0);
    expect(events[0].trade).toMatchObject({ trade_id: t.trade_id, status: 'Void', reason: VOID_REASON_NO_PRICE });
    expect(events[0].demo_balance).toBe(10000);
    await ledgerHolds();
  }, 40000);

  it('with no later tick at all, a trade ends Void once its expiry is 60 s old', async () => {
    const u = await app.newUser();
    const t = await submit(u, { symbol: 'ETHUSD', duration: 60 });
    expect(await settlementQueue.remove(settleJobId(expiryMs(t) / 1000))).toBe(1);
    await pauseFeed();
    await new Promise((r) => setTimeout(r, 500));
    // No tick of this instrument at all now, and the expiry 61 s ago: no later tick came, none will.
    await redis.del(key('ticks:ETHUSD'));
    const expiry = new Date(Math.floor(Date.now() / 1000) * 1000 - 61_000);
    await db.query(`UPDATE trades SET expires_at = $2, opened_at = $2::timestamptz - interval '60 seconds' WHERE id = $1`, [t.trade_id, expiry]);

    const done = await settledTrade(u, t.trade_id);
    expect(done).toMatchObject({ status: 'Void', reason: VOID_REASON_NO_PRICE, end_price: null, payout: 10 });
    expect((await me(app, u.token)).demo_balance).toBe(10000);
    await ledgerHolds();
    // The next tests open trades: only at a quote younger than QUOTE_MAX_AGE_MS.
    await resumeFeed();
    await freshQuotes();
  }, 30000);

  it('an expiry older than the tick window settles at its minute candle', async () => {
    const u = await app.newUser();
    const t = await submit(u, { symbol: 'XRPUSD', duration: 60 });
    expect(await settlementQueue.remove(settleJobId(expiryMs(t) / 1000))).toBe(1);
    const expiry = Math.floor(Date.now() / 60000) * 60000 - 4 * 3600_000 + 30_000;
    await db.query(`UPDATE trades SET expires_at = $2, opened_at = $2::timestamptz - interval '60 seconds' WHERE id = $1`, [t.trade_id, new Date(expiry)]);
    const [candle] = await redis.zrangebyscore(key('candles:1m:XRPUSD'), expiry / 1000 - 30, expiry / 1000 - 30);
    const close = (JSON.parse(candle) as number[])[4];

    const done = await settledTrade(u, t.trade_id);
    expect(done.end_price).toBe(close);
    expect(done.status).toBe(tradeOutcome(done.trade_mode, done.open_price, close));
    await ledgerHolds();
  }, 30000);

  it('more than a page of undecided instants blocks neither a newly due trade nor the sweeper walking them all', async () => {
    const u = await app.newUser();
    const n = DUE_INSTANTS_PAGE + 100;
    // Trades of an instrument no feed prices, each at its own instant in the last 40 s: undecided for a while.
    await db.query(
      `INSERT INTO trades (user_id, mode, trading_type, symbol, trade_mode, amount, strike_rate, payout_percent, duration, open_price, opened_at, expires_at)
       SELECT $1, 'demo', 'Cryptocurrency', 'NOFEED', 'Buy', 100, 1, 75, 1, 1, e - interval '1 second', e
         FROM (SELECT now() - make_interval(secs => g * 0.035) AS e FROM generate_series(1, $2) g) x`,
      [u.id, n],
    );
    try {
      const walked = await settlement.settleDue(new Date());
      expect(walked.unpriced).toBeGreaterThanOrEqual(n);

      const t = await submit(u);
      const done = await settledTrade(u, t.trade_id, 10000);
      expect(done.status).not.toBe('Pending');
      expect(done.end_price).not.toBeNull();
    } finally {
      await db.query(`DELETE FROM trades WHERE symbol = 'NOFEED'`);
    }
    await ledgerHolds();
  }, 30000);

  it('after Redis lost every key of the deployment: schedules, prices and candle history come back, and trades settle', async () => {
    const u = await app.newUser();
    const before = await submit(u, { duration: 8 });
    await deleteRedisPrefix(`${app.prefix}:`);
    expect(await settlementQueue.getJobScheduler('sweeper')).toBeUndefined();

    await waitFor(async () => (await settlementQueue.getJobScheduler('sweeper')) && (await mailQueue.getJobScheduler('mail-requeue')), 8000);
    // Its settlement job went with Redis: the sweeper settles it within the bound (10 s past expiry).
    const done = await settledTrade(u, before.trade_id, expiryMs(before) + 10_000 - Date.now());
    expect(['Won', 'Lost', 'Draw', 'Void']).toContain(done.status);

    await app.pricesFlowing();
    const after = await submit(u, { duration: 1 });
    expect((await settledTrade(u, after.trade_id, 10000)).end_price).not.toBeNull();
    await waitFor(async () => (await candleCount('1m', 1000)) === 1000 && (await candleCount('1d', 400)) >= 365, 15000);
    await ledgerHolds();
  }, 60000);

  it('after Redis lost its ticks, no instant is priced from the ticks published since until the leader gives the lost ones back', async () => {
    await app.pricesFlowing();
    await pauseFeed();
    await new Promise((r) => setTimeout(r, 500));
    const store = app.api.get(TickStore);
    const ticks = (await store.ticksBetween(['BTCUSD'], Date.now() - 5000, Date.now())).get('BTCUSD')!;
    expect(ticks.length).toBeGreaterThan(1);
    const priced = ticks[ticks.length - 2];
    expect(await store.expiryPrices([{ symbol: 'BTCUSD', at: priced.time }])).toEqual([{ kind: 'price', price: priced.price }]);

    // As after a FLUSHALL: the ticks and their marker gone, then the first tick published after it stored.
    await redis.del(key('ticks:kept'), key('ticks:BTCUSD'));
    await redis.zadd(key('ticks:BTCUSD'), Date.now(), `${Date.now()}:${priced.price}`);
    expect(await store.expiryPrices([{ symbol: 'BTCUSD', at: priced.time }])).toEqual([{ kind: 'wait' }]);

    await resumeFeed();
    const back = await waitFor(async () => {
      const [decided] = await store.expiryPrices([{ symbol: 'BTCUSD', at: priced.time }]);
      return decided.kind !== 'wait' && decided;
    }, 8000);
    expect(back).toEqual({ kind: 'price', price: priced.price });
  }, 30000);

  it('the leader refills candle history lost while it keeps publishing, older than the live candles and continuing into them', async () => {
    await app.pricesFlowing();
    const deletedAt = Date.now();
    await redis.del(key('candles:1m:BTCUSD'), key('candles:1d:BTCUSD'));
    await waitFor(async () => (await candleCount('1m', 1000)) === 1000 && (await candleCount('1d', 400)) >= 365, 20000);
    const [firstLive] = await redis.zrangebyscore(key('candles:1m:BTCUSD'), Math.floor(deletedAt / 60000) * 60, '+inf', 'LIMIT', 0, 1);
    const live = JSON.parse(firstLive) as number[];
    const [previous] = await redis.zrevrangebyscore(key('candles:1m:BTCUSD'), `(${live[0]}`, '-inf', 'LIMIT', 0, 1);
    const refilled = JSON.parse(previous) as number[];
    expect(refilled[0]).toBe(live[0] - 60);
    expect(refilled[4]).toBe(live[1]);
  }, 30000);
});
