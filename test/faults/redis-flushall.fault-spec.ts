import { cleanupAll } from './support/cleanup';
import { FaultEnv, startFaultEnv } from './support/fault-env';
import { Load } from './support/load';
import { sleep } from '../support/ports';
import { BOUNDS, expectRecovered, report, settleAndMeasure } from './support/scenario';
import { timeToHeal } from './support/self-healing';

const FAULT = 'redis-flushall';
let env: FaultEnv;

beforeAll(async () => {
  env = await startFaultEnv(FAULT);
}, 60_000);
afterAll(() => (env ? env.close() : cleanupAll()), 30_000);

it('settles every trade, and the schedules and candle history come back, after FLUSHALL on Redis', async () => {
  const load = await Load.start(env.apps!.url);
  await sleep(5000);

  const start = Date.now();
  await env.redis.flushAll();
  const outage = { start, end: Date.now() };

  const [heal, { figures }] = await Promise.all([timeToHeal(env, outage.end, BOUNDS.pendingMs), settleAndMeasure(env, load, outage)]);
  report(FAULT, figures, heal);
  expectRecovered(figures);
  expect(heal).toEqual({ schedulesBackMs: expect.any(Number), candlesBackMs: expect.any(Number) });
}, 60_000);
