import { cleanupAll } from './support/cleanup';
import { FaultEnv, startFaultEnv } from './support/fault-env';
import { Load } from './support/load';
import { sleep } from '../support/ports';
import { expectRecovered, report, settleAndMeasure } from './support/scenario';

const FAULT = 'worker-kill';
let env: FaultEnv;

beforeAll(async () => {
  env = await startFaultEnv(FAULT);
}, 60_000);
afterAll(() => (env ? env.close() : cleanupAll()), 30_000);

it('settles every trade after the worker is killed with -9 and restarted 5 s later', async () => {
  const apps = env.apps!;
  const load = await Load.start(apps.url);
  await sleep(5000);

  const start = Date.now();
  await apps.killWorker();
  await sleep(5000);
  apps.startWorker();
  const outage = { start, end: Date.now() };

  const { figures } = await settleAndMeasure(env, load, outage);
  report(FAULT, figures);
  expectRecovered(figures);
}, 60_000);
