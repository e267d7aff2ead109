import { cleanupAll } from './support/cleanup';
import { FaultEnv, startFaultEnv } from './support/fault-env';
import { duringStall } from './support/stall';

const FAULT = 'postgres-stall';
let env: FaultEnv;

beforeAll(async () => {
  env = await startFaultEnv(FAULT);
}, 60_000);
afterAll(() => (env ? env.close() : cleanupAll()), 30_000);

it('PostgreSQL not answering (every process stopped): every route within 2 s, 503 with Retry-After, never 500', async () => {
  try {
    await duringStall(
      env,
      FAULT,
      () => env.pg.freeze('SIGSTOP'),
      () => env.pg.freeze('SIGCONT'),
    );
  } finally {
    env.pg.freeze('SIGCONT');
  }
}, 90_000);
