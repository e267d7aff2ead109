import Redis from 'ioredis';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import type { TradeDto } from '../../server/src/contracts/trading';
import type { TradeSettledEvent } from '../../server/src/contracts/events';
import { verifyLedger } from '../../server/src/ledger/ledger-invariants';
import { TEST_REDIS_URL } from '../support/test-database';
import { startTestApp, TestApp, waitFor } from '../support/test-app';
import { demoTrade } from '../support/trades';

/** Two API instances and two workers of one deployment (one Redis prefix, one database). */
describe('scale-out: two APIs and two workers', () => {
  let a: TestApp;
  let b: TestApp;
  const redis = new Redis(TEST_REDIS_URL);

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({ prefix: a.prefix });
    await b.pricesFlowing();
  });
  afterAll(async () => {
    // One worker was already stopped by the last test.
    await b.close().catch(() => undefined);
    await a.close().catch(() => undefined);
    redis.disconnect();
  });

  it('a trade placed through one API is settled once and pushed to its owner on the other', async () => {
    const u = await a.newUser();
    const socket = await b.socket(u.token);
    const settled: TradeSettledEvent[] = [];
    socket.on('trade:settled', (e) => settled.push(e));
    const res = await a.request<ApiEnvelope<{ trade: TradeDto }>>('POST', '/api/trading/submit', { token: u.token, body: demoTrade() });
    expect(res.status).toBe(201);
    await waitFor(async () => settled.length > 0);
    await new Promise((r) => setTimeout(r, 1500));
    expect(settled.map((e) => e.trade.trade_id)).toEqual([res.body.data.trade.trade_id]);
    expect((await verifyLedger(process.env.TEST_DATABASE_URL!)).filter((r) => !r.ok)).toEqual([]);
  });

  it('one worker publishes prices; when it stops, the other takes over', async () => {
    const leaseKey = `${a.prefix}:feed:leader`;
    const leader = await redis.get(leaseKey);
    expect(leader).toBeTruthy();
    // Stop whichever worker leads; the lease must pass to the other and prices keep coming.
    const { PriceFeedLeader } = await import('../../server/src/market/price-feed.leader');
    const leading = [a, b].find((x) => x.worker!.get(PriceFeedLeader).isLeader)!;
    expect([a, b].filter((x) => x.worker!.get(PriceFeedLeader).isLeader)).toHaveLength(1);
    const other = leading === a ? b : a;
    await leading.worker!.close();
    const before = Date.now();
    await waitFor(async () => other.worker!.get(PriceFeedLeader).isLeader, 10000);
    const prices = await waitFor(async () => {
      const res = await other.request<ApiEnvelope<{ time: number }[]>>('GET', '/api/market/prices');
      return res.body.data.every((t) => t.time > before) && res.body.data;
    });
    expect(prices.length).toBeGreaterThan(0);
    expect(await redis.get(leaseKey)).not.toBe(leader);
  });
});
