import { cleanupAll } from './support/cleanup';
import { FaultEnv, startFaultEnv } from './support/fault-env';
import { Answer, answerFigures, call, Load } from './support/load';
import { sleep } from '../support/ports';
import { expectAnswersWhileDown, expectRecovered, report, settleAndMeasure } from './support/scenario';

const FAULT = 'redis-stall';
/** Redis answers nothing for this long (DEBUG SLEEP): connected, silent. */
const STALL_S = 8;
/** Routes other than the load's submits and account reads, each asked every 100 ms during the stall. */
const ROUTES = ['/api/health', '/api/market/prices', '/api/trading?mode=demo', '/api/deposit', '/api/withdraw', '/api/trading/options'];
let env: FaultEnv;

beforeAll(async () => {
  env = await startFaultEnv(FAULT);
}, 60_000);
afterAll(() => (env ? env.close() : cleanupAll()), 30_000);

it('answers every route within 2 s, 503 with Retry-After and never 500, while Redis does not answer', async () => {
  const url = env.apps!.url;
  const load = await Load.start(url);
  await sleep(4000);
  const token = load.users[0].token;

  const start = Date.now();
  const stalled = env.redis.command((c) => c.call('DEBUG', 'SLEEP', String(STALL_S)));
  const others: Answer[] = [];
  const asked: Promise<void>[] = [];
  while (Date.now() - start < STALL_S * 1000) {
    for (const path of ROUTES) asked.push(call(url, 'GET', path, token).then(({ body: _, ...a }) => void others.push(a)));
    await sleep(100);
  }
  await stalled;
  const outage = { start, end: Date.now() };
  await Promise.all(asked);

  const { figures } = await settleAndMeasure(env, load, outage);
  const during = answerFigures([...load.between(outage.start, outage.end), ...others]);
  const byRoute = Object.fromEntries(ROUTES.map((p) => [p, answerFigures(others.filter((a) => a.path === p))]));
  report(FAULT, figures, {
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
}, 90_000);
