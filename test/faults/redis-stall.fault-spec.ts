import { cleanupAll } from './support/cleanup';
import { FaultEnv, startFaultEnv } from './support/fault-env';
import { duringStall, STALL_MS } from './support/stall';

const FAULT = 'redis-stall';
let env: FaultEnv;

beforeAll(async () => {
  env = await startFaultEnv(FAULT);
}, 60_000);
afterAll(() => (env ? env.close() : cleanupAll()), 30_000);

it('Redis not answering (DEBUG SLEEP): every route within 2 s, 503 with Retry-After, never 500', async () => {
  let slept: Promise<unknown> = Promise.resolve();
  await duringStall(
    env,
    FAULT,
    () => void (slept = env.redis.command((c) => c.call('DEBUG', 'SLEEP', String(STALL_MS / 1000)))),
    () => slept.then(() => undefined),
  );
}, 90_000);
