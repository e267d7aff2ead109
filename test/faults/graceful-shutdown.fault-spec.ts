import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sleep, until } from '../support/ports';
import { AppProcesses, ARTIFACTS } from './support/app-processes';
import { cleanupAll } from './support/cleanup';
import { appsOf, FaultEnv, startFaultEnv, writeFigures } from './support/fault-env';
import { Answer, answerFigures, call, Load, shortTrade } from './support/load';
import { expectRecovered, report, settleAndMeasure } from './support/scenario';

const FAULT = 'graceful-shutdown';
/** Like production's drain: the API keeps serving this long after SIGTERM while readiness fails. */
const DRAIN_MS = 1000;
const TIMEOUT_MS = 20_000;
/** Submits sent at once shortly before the drain ends, so that some are in flight when the API stops accepting. */
const BURST = 40;
const BURST_BEFORE_CLOSE_MS = 300;
let env: FaultEnv;

beforeAll(async () => {
  env = await startFaultEnv(FAULT, { env: { SHUTDOWN_DRAIN_MS: String(DRAIN_MS), SHUTDOWN_TIMEOUT_MS: String(TIMEOUT_MS) } });
}, 60_000);
afterAll(() => (env ? env.close() : cleanupAll()), 30_000);

/** The answers to requests sent before `at` that were still waiting for theirs at `at`. */
const inFlightAt = (answers: Answer[], at: number) => answers.filter((a) => a.at < at && a.at + a.ms >= at);

/** The worker log's lines that match (each worker appends to the same file). */
function workerLogLines(match: RegExp): string[] {
  return readFileSync(join(ARTIFACTS, 'logs', `${FAULT}.worker.log`), 'utf8')
    .split('\n')
    .filter((line) => match.test(line));
}

/** Starts a worker and waits until it has started (its signal handlers are set only then; before, SIGTERM just ends it). */
async function startWorker(apps: AppProcesses, extra: Record<string, string> = {}): Promise<void> {
  const started = () => workerLogLines(/^Worker started/).length;
  const before = started();
  apps.startWorker(extra);
  await until('the worker to start', () => Promise.resolve(started() > before), 30_000, 100);
}

it('SIGTERM under load: the API answers every request already sent and exits 0; the worker finishes its jobs and exits 0, or when cut off loses none', async () => {
  const apps = appsOf(env);
  const load = await Load.start(apps.url);
  await sleep(4000);

  // The API: readiness fails at once while it serves DRAIN_MS more (a burst among it), then it stops accepting, finishes what it has, exits 0.
  const signalAt = Date.now();
  const closeAt = signalAt + DRAIN_MS;
  const stopped = apps.signal('api', 'SIGTERM', TIMEOUT_MS + 5000);
  await sleep(100);
  const readinessDuringDrain = (await call(apps.url, 'GET', '/api/health')).status;
  await sleep(closeAt - BURST_BEFORE_CLOSE_MS - Date.now());
  const token = load.users[0].token;
  const burst = (await Promise.all(Array.from({ length: BURST }, () => call(apps.url, 'POST', '/api/trading/submit', token, shortTrade())))).map(
    ({ body: _, ...answer }) => answer,
  );
  const apiExit = await stopped;
  const goneAt = Date.now();
  const answers = [...load.answers, ...burst];
  const sentWhileStopping = answers.filter((a) => a.at >= signalAt && a.at <= goneAt);
  const noAnswer = sentWhileStopping.filter((a) => a.status === 0);
  const api = {
    exit: apiExit,
    readinessDuringDrain,
    inFlightAtSignal: inFlightAt(answers, signalAt).length,
    inFlightAtClose: inFlightAt(answers, closeAt).length,
    sentBeforeSignal: answerFigures(answers.filter((a) => a.at < signalAt)),
    burst: answerFigures(burst),
    servedDuringDrain: answers.filter((a) => a.at >= signalAt && a.at < closeAt && a.status >= 200 && a.status < 300).length,
    sentWhileStopping: answerFigures(sentWhileStopping),
    refusedAtConnect: noAnswer.filter((a) => a.error === 'ECONNREFUSED').length,
    // Sent as it stops accepting and cut with the listening socket (a connection not accepted yet) or found idle: what a load balancer avoids.
    resets: noAnswer.filter((a) => a.error !== 'ECONNREFUSED').map((a) => `${a.error} sent at +${a.at - signalAt} ms`),
  };
  await sleep(500);
  apps.startApi();
  await apps.waitReady();

  // The worker, gracefully: it stops taking jobs, finishes those running (a second's settlement among them), gives the feed back.
  await sleep(3000);
  const workerSignalAt = Date.now();
  const workerExit = await apps.signal('worker', 'SIGTERM', TIMEOUT_MS + 5000);

  // The next worker is cut off by its bound (1 ms): it exits 1 naming the jobs it was running; the one after settles their trades.
  await startWorker(apps, { SHUTDOWN_TIMEOUT_MS: '1' });
  await sleep(3000);
  // 200 ms before a second: its settlement job has started (SETTLE_PREPARE_MS) and waits for the tick after it.
  await sleep(((1800 - (Date.now() % 1000)) % 1000) + 1);
  const cutOffExit = await apps.signal('worker', 'SIGTERM', 5000);
  await startWorker(apps);
  const outage = { start: workerSignalAt, end: Date.now() };
  const cutOff = workerLogLines(/cut off after 1 ms/).map((line) => JSON.parse(line) as { jobs: string[] });

  const { figures } = await settleAndMeasure(env, load, outage);
  report(FAULT, figures, {
    apiExitCode: api.exit.code,
    apiStopMs: api.exit.ms,
    drainMs: DRAIN_MS,
    readinessDuringDrain: api.readinessDuringDrain,
    inFlightAtSignal: api.inFlightAtSignal,
    inFlightAtClose: api.inFlightAtClose,
    answeredSentBeforeSignal: api.sentBeforeSignal.answers - api.sentBeforeSignal.noAnswer - api.sentBeforeSignal.hangs,
    burstAnswered: api.burst.answers - api.burst.noAnswer - api.burst.hangs,
    servedDuringDrain: api.servedDuringDrain,
    refusedAtConnect: api.refusedAtConnect,
    resets: api.resets,
    workerExitCode: workerExit.code,
    workerStopMs: workerExit.ms,
    cutOffExitCode: cutOffExit.code,
    cutOffJobs: cutOff.map((line) => line.jobs),
  });
  writeFigures(`${FAULT}-api`, api);

  expect({ apiExit: api.exit }).toMatchObject({ apiExit: { code: 0, signal: null } });
  expect(api.readinessDuringDrain).toBe(503);
  expect(api.servedDuringDrain).toBeGreaterThan(0);
  // Sent before the signal, or during the drain before the API stopped accepting: every one answered, none a 5xx.
  for (const sent of [api.sentBeforeSignal, api.burst]) {
    expect({ noAnswer: sent.noAnswer, hangs: sent.hangs, count503: sent.count503, other5xx: sent.other5xx, statuses: sent.statuses }).toMatchObject({
      noAnswer: 0,
      hangs: 0,
      count503: 0,
      other5xx: 0,
    });
  }
  // Sent after the signal: answered, or refused once the API stops accepting (what a load balancer spares its clients), never a 5xx or a hang.
  const stopping = api.sentWhileStopping;
  expect({ hangs: stopping.hangs, count503: stopping.count503, other5xx: stopping.other5xx, statuses: stopping.statuses }).toMatchObject({
    hangs: 0,
    count503: 0,
    other5xx: 0,
  });

  expect({ workerExit }).toMatchObject({ workerExit: { code: 0, signal: null } });
  expect({ cutOffExit }).toMatchObject({ cutOffExit: { code: 1, signal: null } });
  expect(cutOff).toHaveLength(1);
  expectRecovered(figures);
}, 180_000);
