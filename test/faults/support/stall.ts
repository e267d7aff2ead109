import { appsOf, FaultEnv } from './fault-env';
import { Answer, answerFigures, call, Load } from './load';
import { sleep } from '../../support/ports';
import { expectAnswersWhileDown, expectRecovered, report, settleAndMeasure } from './scenario';

/** The dependency answers nothing for this long: connected, silent. */
export const STALL_MS = 8000;
/** Routes other than the load's submits and account reads, each asked every 100 ms during the stall. */
const ROUTES = ['/api/health', '/api/market/prices', '/api/trading?mode=demo', '/api/deposit', '/api/withdraw', '/api/trading/options'];

/**
 * Under load, stalls a dependency for STALL_MS (`stall` starts it, `resume` ends it) while every route
 * is asked every 100 ms; then checks every answer came within 2 s, 503 with Retry-After or a normal
 * answer, and that trading recovers.
 */
export async function duringStall(env: FaultEnv, name: string, stall: () => Promise<void> | void, resume: () => Promise<void> | void): Promise<void> {
  const url = appsOf(env).url;
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
