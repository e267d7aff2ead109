import { QUOTE_MAX_AGE_MS } from '../../server/src/contracts/quotes';
import { cleanupAll } from './support/cleanup';
import { FaultEnv, startFaultEnv } from './support/fault-env';
import { answerFigures, Load } from './support/load';
import { sleep } from '../support/ports';
import { expectAnswersWhileDown, expectRecovered, report, settleAndMeasure } from './support/scenario';

const FAULT = 'frozen-feed';
const FROZEN_MS = 6000;
let env: FaultEnv;

beforeAll(async () => {
  env = await startFaultEnv(FAULT);
}, 60_000);
afterAll(async () => {
  env?.apps?.thawWorker();
  await (env ? env.close() : cleanupAll());
}, 30_000);

/** The latest quote of each instrument, as the feed recorded it (epoch ms). */
async function lastTicks(): Promise<Map<string, number>> {
  const all = await env.redis.command((c) => c.hgetall(`${env.prefix}:price:last`));
  return new Map(Object.entries(all).map(([symbol, v]) => [symbol, Number(v.slice(0, v.indexOf(':')))]));
}

it('opens no trade on a quote more than QUOTE_MAX_AGE_MS old while the feed leader is frozen, and trades again once it ticks', async () => {
  const apps = env.apps!;
  const load = await Load.start(apps.url);
  await sleep(4000);

  const start = Date.now();
  apps.freezeWorker();
  await sleep(FROZEN_MS);
  const frozenTicks = await lastTicks();
  apps.thawWorker();
  const outage = { start, end: Date.now() };

  const { figures } = await settleAndMeasure(env, load, outage);
  const opened = await env.probe.query<{ symbol: string; opened_at: Date }>(
    `SELECT symbol, opened_at FROM trades WHERE opened_at BETWEEN to_timestamp($1 / 1000.0) AND to_timestamp($2 / 1000.0)`,
    [start, outage.end],
  );
  const onOldQuotes = opened.filter((t) => t.opened_at.getTime() - (frozenTicks.get(t.symbol) ?? 0) > QUOTE_MAX_AGE_MS);
  // Sent once every quote was too old: each submit is refused at once, 503 with Retry-After.
  const latestTick = Math.max(...frozenTicks.values());
  const stale = load.between(latestTick + QUOTE_MAX_AGE_MS, outage.end);
  const during = answerFigures(stale);
  report(FAULT, figures, {
    tradesOpenedWhileFrozen: opened.length,
    tradesOnOldQuotes: onOldQuotes.length,
    lastTickBeforeThawMsBeforeStart: start - latestTick,
    submits503AfterQuoteAge: during.count503,
  });

  expect(frozenTicks.size).toBeGreaterThan(0);
  expect(onOldQuotes).toEqual([]);
  expect(during.count503).toBeGreaterThan(0);
  expect(stale.filter((a) => a.path === '/api/trading/submit' && a.status === 201)).toEqual([]);
  expectAnswersWhileDown(during);
  expectRecovered(figures);
}, 90_000);
