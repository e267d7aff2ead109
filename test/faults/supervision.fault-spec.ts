import { ChildProcess } from 'node:child_process';
import { createServer, Server } from 'node:net';
import { cleanupAll } from './support/cleanup';
import { FaultEnv, startFaultEnv, writeFigures } from './support/fault-env';
import { Load } from './support/load';
import { alive, childrenOf, npmStart } from './support/npm-start';
import { freePort, sleep, until } from '../support/ports';
import { expectRecovered, report, settleAndMeasure } from './support/scenario';

const FAULT = 'supervision';
let env: FaultEnv;

beforeAll(async () => {
  env = await startFaultEnv(FAULT, { apps: false });
}, 60_000);
afterAll(() => (env ? env.close() : cleanupAll()), 30_000);

const workerOf = (start: ChildProcess) => childrenOf(start.pid!).find((c) => c.args.includes('worker.js'));
const exited = (c: ChildProcess) =>
  new Promise<number | string>((resolve) =>
    c.exitCode !== null || c.signalCode !== null ? resolve(c.exitCode ?? c.signalCode!) : c.once('exit', (code, signal) => resolve(code ?? signal!)),
  );

it('npm start restarts a worker killed with -9 while the API keeps answering, and exits 0 on SIGTERM', async () => {
  const port = await freePort();
  const start = npmStart(env, port, 'supervision.start');
  const url = `http://127.0.0.1:${port}`;
  await until(
    'npm start: the API and the price feed',
    async () => {
      const r = await fetch(`${url}/api/market/prices`, { signal: AbortSignal.timeout(2000) });
      return r.ok && ((await r.json()) as { data: unknown[] }).data.length > 0;
    },
    40_000,
    250,
  );
  const load = await Load.start(url);
  await sleep(3000);

  const first = workerOf(start);
  expect(first).toBeDefined();
  const killedAt = Date.now();
  process.kill(first!.pid, 'SIGKILL');
  const second = await until('a new worker under npm start', async () => workerOf(start)?.pid !== first!.pid && workerOf(start), 15_000, 100).catch(
    () => undefined,
  );
  const outage = { start: killedAt, end: Date.now() };

  const { figures } = await settleAndMeasure(env, load, outage);
  const stopping = Date.now();
  start.kill('SIGTERM');
  const code = await Promise.race([exited(start), sleep(15_000).then(() => 'still running')]);
  report(FAULT, figures, { workerRestartedMs: second ? outage.end - killedAt : null, sigtermExit: code, sigtermMs: Date.now() - stopping });

  expect(second).toBeDefined();
  expect({ noAnswer: figures.whole.noAnswer, statuses: figures.whole.statuses }).toMatchObject({ noAnswer: 0 });
  expectRecovered(figures);
  expect(code).toBe(0);
  await until('the worker gone after npm start stopped', async () => !alive(second!.pid), 5000);
}, 90_000);

it('npm start exits non-zero when a child keeps crashing and it gives up', async () => {
  // The API cannot listen on a port already taken: it crashes at every start.
  const port = await freePort();
  const taken: Server = createServer();
  await new Promise<void>((r) => taken.listen(port, '127.0.0.1', r));
  try {
    const start = npmStart(env, port, 'supervision.give-up');
    const began = Date.now();
    const seen = new Set<number>();
    const watch = setInterval(() => childrenOf(start.pid!).forEach((c) => seen.add(c.pid)), 250);
    const code = await Promise.race([exited(start), sleep(50_000).then(() => 'still running')]);
    clearInterval(watch);
    writeFigures(`${FAULT}-give-up`, { exit: code, gaveUpAfterMs: Date.now() - began, childrenStarted: seen.size });
    expect(typeof code === 'number' && code !== 0 ? 'non-zero exit' : code).toBe('non-zero exit');
    // It leaves nothing running behind it.
    await until('npm start children gone', async () => [...seen].every((pid) => !alive(pid)), 5000);
  } finally {
    taken.close();
  }
}, 70_000);
