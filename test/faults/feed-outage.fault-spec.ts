import { cleanupAll } from './support/cleanup';
import { FaultEnv, startFaultEnv } from './support/fault-env';
import { call, Load, shortTrade } from './support/load';
import { sleep } from '../support/ports';
import { expectRecovered, report, settleAndMeasure } from './support/scenario';

const FAULT = 'feed-outage';
const OUTAGE_MS = 90_000;
/** Trades this long, placed just before the feed stops, expire with no tick in the 5 s before: Void. */
const LONG_TRADE_S = 20;
const DEMO_START_CENTS = 1_000_000;
let env: FaultEnv;

beforeAll(async () => {
  env = await startFaultEnv(FAULT, { env: { TRADE_DURATIONS: `2,3,5,${LONG_TRADE_S}` } });
}, 60_000);
afterAll(() => (env ? env.close() : cleanupAll()), 30_000);

it('prices the trades whose price exists and voids with a refund those whose price cannot, through a 90 s feed outage', async () => {
  const load = await Load.start(env.apps!.url);
  await sleep(5000);
  for (const u of load.users) {
    const placed = await call(env.apps!.url, 'POST', '/api/trading/submit', u.token, { ...shortTrade(), duration: LONG_TRADE_S });
    expect(placed.status).toBe(201);
  }

  // The simulated feed publishes nothing while this key exists (NODE_ENV test only).
  const paused = `${env.prefix}:feed:paused`;
  const start = Date.now();
  await env.redis.command((c) => c.set(paused, '1'));
  await sleep(OUTAGE_MS);
  await env.redis.command((c) => c.del(paused));
  const outage = { start, end: Date.now() };

  const { figures, trades } = await settleAndMeasure(env, load, outage);
  const long = trades.filter((t) => t.duration === LONG_TRADE_S);
  const pricedBefore = trades.filter((t) => t.expires_at < start - 1000);
  const pricedAfter = trades.filter((t) => t.expires_at > outage.end + 2000);
  const balances = await env.probe.demoBalances();
  const wrongBalances = [...new Set(trades.map((t) => t.user_id))].filter((user) => {
    const own = trades.filter((t) => t.user_id === user);
    return balances.get(user) !== DEMO_START_CENTS - own.reduce((s, t) => s + t.amount - (t.payout ?? 0), 0);
  });
  report(FAULT, figures, {
    voidTrades: figures.byStatus.Void ?? 0,
    longTradesVoid: long.filter((t) => t.status === 'Void').length,
    voidBeforeOutage: pricedBefore.filter((t) => t.status === 'Void').length,
    voidAfterOutage: pricedAfter.filter((t) => t.status === 'Void').length,
    wrongBalances: wrongBalances.length,
  });

  expect(long).toHaveLength(load.users.length);
  // Void returns exactly the stake.
  expect(long.map((t) => ({ status: t.status, refunded: t.payout === t.amount }))).toEqual(long.map(() => ({ status: 'Void', refunded: true })));
  // Where the price exists the trade is priced, not voided.
  expect(pricedBefore.filter((t) => t.status === 'Void')).toEqual([]);
  expect(pricedAfter.length).toBeGreaterThan(0);
  expect(pricedAfter.filter((t) => t.status === 'Void')).toEqual([]);
  // Each user's demo balance is the start less every stake plus every payout: every refund arrived.
  expect(wrongBalances).toEqual([]);
  expectRecovered(figures);
}, 180_000);
