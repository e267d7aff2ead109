import { cleanupAll } from './support/cleanup';
import { FaultEnv, startFaultEnv } from './support/fault-env';
import { Answer, answerFigures, call, Load } from './support/load';
import { sleep } from '../support/ports';
import { expectAnswersWhileDown, expectRecovered, report, settleAndMeasure } from './support/scenario';

/** The dependency answers nothing for this long: connected, silent. */
const STALL_MS = 8000;
/** Routes other than the load's submits and account reads, each asked every 100 ms during the stall. */
const ROUTES = ['/api/health', '/api/market/prices', '/api/trading?mode=demo', '/api/deposit', '/api/withdraw', '/api/trading/options'];
let env: FaultEnv;

beforeEach(async () => {
  env = await startFaultEnv(`${expect.getState().currentTestName?.startsWith('Redis') ? 'redis' : 'postgres'}-stall`);
}, 60_000);
afterEach(() => (env ? env.close() : cleanupAll()), 30_000);

/**
 * Under load, stalls a dependency for STALL_MS (`stall` starts it, `resume` ends it) while every route
 * is asked every 100 ms; then checks every answer came within 2 s, 503 with Retry-After or a normal
 * answer, and that trading recovers.
 */
async function duringStall(name: string, stall: () => Promise<void> | void, resume: () => Promise<void> | void): Promise<void> {
  const url = env.apps!.url;
  const load = await Load.start(url);
  await sleep(4000);
  const token = load.users[0].token;

  const start = Date.now();
  await stall();
  const others: Answer[] = [];
  const asked: Promise<void>[] = [];
  while (Date.now() - start < STALL_MS) {
    for (const path of ROUTES) asked.push(call(url, 'GET', path, token).then(({ body: _, ...a }) => void others.push(a)));
    await sleep(100);
  }
  await resume();
  const outage = { start, end: Date.now() };
  await Promise.all(asked);

  const { figures } = await settleAndMeasure(env, load, outage);
  const during = answerFigures([...load.between(outage.start, outage.end), ...others]);
  const byRoute = Object.fromEntries(ROUTES.map((p) => [p, answerFigures(others.filter((a) => a.path === p))]));
  report(name, figures, {
    stallAnswers: during.answers,
    stall503: during.count503,
    stallSlowestMs: during.slowestMs,
    healthSlowestMs: byRoute['/api/health'].slowestMs,
    byRoute,
  });

  expectAnswersWhileDown(during);
  expect({ hangs: during.hangs, count500: during.count500, statuses: during.statuses }).toMatchObject({ hangs: 0, count500: 0 });
  expect(during.count503).toBeGreaterThan(0);
  expect(byRoute['/api/health'].count503).toBeGreaterThan(0);
  expectRecovered(figures);
}

it('Redis not answering (DEBUG SLEEP): every route within 2 s, 503 with Retry-After, never 500', async () => {
  let slept: Promise<unknown> = Promise.resolve();
  await duringStall(
    'redis-stall',
    () => void (slept = env.redis.command((c) => c.call('DEBUG', 'SLEEP', String(STALL_MS / 1000)))),
    () => slept.then(() => undefined),
  );
}, 90_000);

it('PostgreSQL not answering (every process stopped): every route within 2 s, 503 with Retry-After, never 500', async () => {
  try {
    await duringStall(
      'postgres-stall',
      () => env.pg.freeze('SIGSTOP'),
      () => env.pg.freeze('SIGCONT'),
    );
  } finally {
    env.pg.freeze('SIGCONT');
  }
}, 90_000);
