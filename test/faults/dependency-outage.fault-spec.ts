import { cleanupAll } from './support/cleanup';
import { FaultEnv, startFaultEnv } from './support/fault-env';
import { answerFigures, Load } from './support/load';
import { sleep } from '../support/ports';
import { expectAnswersWhileDown, expectRecovered, report, settleAndMeasure } from './support/scenario';

const FAULT = 'dependency-outage';
const DOWN_MS = 6000;
let env: FaultEnv;

beforeAll(async () => {
  env = await startFaultEnv(FAULT);
}, 60_000);
afterAll(() => (env ? env.close() : cleanupAll()), 30_000);

it('answers within 2 s, 503 with Retry-After and never 500, while Redis and then PostgreSQL are down', async () => {
  const load = await Load.start(env.apps!.url);
  await sleep(4000);

  const redisDown = Date.now();
  await env.redis.kill();
  await sleep(DOWN_MS);
  await env.redis.start();
  const redisUp = Date.now();
  await sleep(5000);

  const pgDown = Date.now();
  env.pg.stop('immediate');
  await sleep(DOWN_MS);
  await env.pg.start();
  const pgUp = Date.now();

  const { figures } = await settleAndMeasure(env, load, { start: redisDown, end: pgUp });
  const redisOutage = answerFigures(load.between(redisDown, redisUp));
  const pgOutage = answerFigures(load.between(pgDown, pgUp));
  report(FAULT, figures, {
    redis503: redisOutage.count503,
    redisSlowestMs: redisOutage.slowestMs,
    postgres503: pgOutage.count503,
    postgresSlowestMs: pgOutage.slowestMs,
    redisOutage,
    pgOutage,
  });
  for (const during of [redisOutage, pgOutage]) {
    expectAnswersWhileDown(during);
    expect({ hangs: during.hangs, count500: during.count500, statuses: during.statuses }).toMatchObject({ hangs: 0, count500: 0 });
    // Submitting needs both: a trade cannot be placed while either is down.
    expect(during.count503).toBeGreaterThan(0);
  }
  expectRecovered(figures);
}, 60_000);
