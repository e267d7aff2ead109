import { cleanupAll } from './support/cleanup';
import { FaultEnv, startFaultEnv } from './support/fault-env';
import { Load } from './support/load';
import { sleep } from '../support/ports';
import { expectAnswersWhileDown, expectRecovered, report, settleAndMeasure } from './support/scenario';

const FAULT = 'postgres-restart';
let env: FaultEnv;

beforeAll(async () => {
  env = await startFaultEnv(FAULT);
}, 60_000);
afterAll(() => (env ? env.close() : cleanupAll()), 30_000);

it('settles every trade after PostgreSQL is down for a few seconds and starts again', async () => {
  const load = await Load.start(env.apps!.url);
  await sleep(5000);

  const start = Date.now();
  env.pg.stop('fast');
  await sleep(3000);
  await env.pg.start();
  const outage = { start, end: Date.now() };

  const { figures } = await settleAndMeasure(env, load, outage);
  report(FAULT, figures);
  expectAnswersWhileDown(figures.during);
  expect(figures.during.count503).toBeGreaterThan(0);
  expectRecovered(figures);
}, 60_000);
