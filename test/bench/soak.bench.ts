/**
 * npm run bench:soak — two targets of issue 13 under a sustained load, on a stack of its own:
 *  1. trade:settled at 1,000 connected sockets while 500 submits/s continue: the p99 lag from a trade's
 *     expiry to its event at the user's socket, measured at the clients by the load tool (target < 500 ms);
 *  2. memory: the API's and the worker's resident set size (RSS, /proc/<pid>/status VmRSS, else `ps`)
 *     sampled every 5 s over a 10-minute replay: at the end of minute 1 (after warm-up), at the end, the
 *     max, the growth from minute 1 to the end (target within 10 %), and a table per minute.
 * Measured, not asserted: the targets are reported met or NOT met; exit 0 when the run happened, 2 when
 * it could not (no stack, the load tool could not run).
 *
 * How to run (after `npx nest build`):
 *
 *   npm run bench:soak                                        # 1,000 users, 500/s, 600 s: about 12 minutes
 *   SOAK_SECONDS=60 SOAK_USERS=200 SOAK_RATE=100 npm run bench:soak   # a short check that it works
 *
 * Options (environment): SOAK_USERS (1000), SOAK_RATE (500 submits/s), SOAK_SECONDS (600), SOAK_WARMUP_S
 * (60: the RSS growth is counted from there), SOAK_SEED (the load file's; 1313), BENCH_LOG_LEVEL (warn).
 *
 * What it does:
 *  1. Starts its own stack (own-stack.ts): database trading_soak_<pid> (dropped, created and migrated),
 *     Redis prefix bench:soak:<pid>, the built API and worker as child processes on a free port with
 *     RATE_LIMIT_FACTOR=1000, TRADE_DURATIONS=5,60, LOG_LEVEL=warn, DATA_DIR/UPLOAD_DIR in a temporary folder;
 *     their output goes to stack.log in the bench's folder (/tmp/bench-soak-*), not between the figures.
 *  2. Writes the load file with the load tool: `generate --users U --rate R --seconds S --durations 5,60`.
 *  3. Runs the load tool's replay against the stack as a child process (its progress line shows), with
 *     `--slo settle.p99=500` so its reports show the target: it signs the users up, opens a socket per user,
 *     sends on time (open model), waits for the settlements (the last expiry + 15 s) and writes its JSON and
 *     HTML reports. Meanwhile this process samples the RSS of the API and the worker every 5 s.
 *  4. Prints the figures in one block: from the JSON report the submits (sent, accepted, rejected, errors,
 *     throughput, latency; whether the server kept up with the offered rate, i.e. answered at least 95 % of
 *     it counting up to the slowest answer, which the settle target presumes) and the settle lag
 *     (p50/p90/p99/max, settled, unsettled, events missing or duplicated); the RSS figures over the sending window (t = 0 at the report's started_at, the end at
 *     SOAK_SECONDS); the machine's load average before and after (2 shared cores: other work moves the result).
 *  5. Stops the API and worker, drops the database and the Redis prefix's keys; keeps report.json,
 *     report.html and stack.log in the folder it names, and removes the load file.
 *
 * Everything runs on one machine: the load tool's 1,000 sockets and HTTP client take CPU the API and
 * worker would otherwise have.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadReport } from '../load/report-types';
import { startOwnStack } from './own-stack';
import { readRssKb, type RssSample, type RssSummary, summarizeRss } from './rss';

const int = (name: string, fallback: number): number => {
  const v = process.env[name];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a whole number above 0, got ${v}`);
  return n;
};

interface Options {
  users: number;
  rate: number;
  seconds: number;
  warmupS: number;
  seed: number;
}

const options = (): Options => ({
  users: int('SOAK_USERS', 1000),
  rate: int('SOAK_RATE', 500),
  seconds: int('SOAK_SECONDS', 600),
  warmupS: int('SOAK_WARMUP_S', 60),
  seed: int('SOAK_SEED', 1313),
});
const SAMPLE_EVERY_MS = 5000;
const DURATIONS = '5,60';
const TARGET_SETTLE_P99_MS = 500;
const TARGET_GROWTH_PCT = 10;
const CLI = join(__dirname, '..', 'load', 'cli.js');

/**
 * Stopping: Ctrl-C reaches the children directly (the replay then writes a partial report); SIGTERM is passed
 * on to the running load tool as SIGINT. Either way this process stays to print what it has and clean up.
 */
let stopping = false;
let tool: ChildProcess | undefined;
process.on('SIGINT', () => (stopping = true));
process.on('SIGTERM', () => {
  stopping = true;
  tool?.kill('SIGINT');
});

/** Runs the load tool (`npm run loadtest -- ...` without the build check); answers its exit code. */
function loadtest(args: string[]): Promise<number> {
  if (stopping) throw new Error('stopped');
  console.log(`$ loadtest ${args.join(' ')}`);
  const child = spawn(process.execPath, [CLI, ...args], { stdio: 'inherit' });
  tool = child;
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 2 : 0))));
}

const lineCount = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean).length;
const mib = (kb?: number) => (kb === undefined ? 'n/a' : `${(kb / 1024).toFixed(1)} MiB`);
const pct = (p?: number) => (p === undefined ? 'n/a' : `${p >= 0 ? '+' : ''}${p.toFixed(1)} %`);
const row = (label: string, api: string, worker: string) => console.log(`  ${label.padEnd(24)}${api.padStart(14)}${worker.padStart(14)}`);
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

function printFigures(o: Options, r: LoadReport, rss: { api: RssSummary; worker: RssSummary }, load: { before: string; after: string }): void {
  const rejected = Object.entries(r.rejected).map(([status, n]) => `${status}: ${n}`);
  const missing = r.unsettled + (r.settled_without_event ?? 0);
  // The rate the server kept up with, at least: every answer came by the end of sending plus the slowest answer.
  const offered = r.sent / o.seconds;
  const answered = r.accepted / (o.seconds + r.submit_ms.max / 1000);
  const sustained = answered >= 0.95 * offered;
  const settleMet = r.settle_lag_ms.p99 < TARGET_SETTLE_P99_MS && missing === 0 && sustained && !r.partial;
  console.log('');
  console.log(
    `bench:soak figures${r.partial ? ' (PARTIAL run: stopped early)' : ''}  ${o.users} users, ${o.rate} submits/s for ${o.seconds} s, durations ${DURATIONS}`,
  );
  console.log(
    `  submits                 sent ${r.sent}, accepted ${r.accepted}, rejected ${rejected.join(', ') || 'none'}, errors ${r.errors}; ${r.throughput_per_s}/s accepted`,
  );
  console.log(`  submit latency          p50 ${r.submit_ms.p50} ms, p99 ${r.submit_ms.p99} ms, max ${r.submit_ms.max} ms`);
  console.log(
    `  rate sustained          ${sustained ? 'yes' : 'NO'}: ${offered.toFixed(1)}/s offered, at least ${answered.toFixed(1)}/s answered ` +
      `(accepted over the ${o.seconds} s of sending plus the slowest answer)`,
  );
  console.log(
    `  trade:settled lag       p50 ${r.settle_lag_ms.p50} ms, p90 ${r.settle_lag_ms.p90} ms, p99 ${r.settle_lag_ms.p99} ms, max ${r.settle_lag_ms.max} ms`,
  );
  console.log(
    `  settlements             ${r.settled} settled, ${r.unsettled} unsettled, ${r.settled_without_event ?? 0} without their event at the socket, ` +
      `${r.duplicate_settlements ?? 0} duplicate events`,
  );
  console.log(`  target settle p99 < ${TARGET_SETTLE_P99_MS} ms, every event delivered, while ${o.rate} submits/s continue: ${verdict(settleMet)}`);
  console.log('');
  console.log(`  RSS (t = 0 at the first send)         API        worker`);
  row(`after warm-up (${o.warmupS} s)`, mib(rss.api.warmKb), mib(rss.worker.warmKb));
  row(`end (${o.seconds} s)`, mib(rss.api.endKb), mib(rss.worker.endKb));
  row('max', mib(rss.api.maxKb), mib(rss.worker.maxKb));
  if (o.seconds > o.warmupS) {
    row('growth warm -> end', pct(rss.api.growthPct), pct(rss.worker.growthPct));
    const grew = [rss.api.growthPct, rss.worker.growthPct].some((g) => g === undefined || g > TARGET_GROWTH_PCT);
    console.log(`  target growth within ${TARGET_GROWTH_PCT} % for both: ${verdict(!grew)}`);
  } else console.log(`  no growth figure: the run (${o.seconds} s) is not longer than the warm-up (${o.warmupS} s)`);
  if (rss.api.perMinute.length) console.log('  per minute (end of):');
  for (let i = 0; i < rss.api.perMinute.length; i++) row(`  minute ${i + 1}`, mib(rss.api.perMinute[i].kb), mib(rss.worker.perMinute[i].kb));
  console.log('');
  console.log(`  machine                 ${cpus().length} cores, load average (1 min) ${load.before} before, ${load.after} after`);
}

async function main(): Promise<number> {
  const o = options();
  const out = mkdtempSync(join(tmpdir(), 'bench-soak-'));
  const loadFile = join(out, 'load.jsonl');
  const reportFile = join(out, 'report.json');
  console.log(`bench:soak  ${o.users} users, ${o.rate} submits/s for ${o.seconds} s, durations ${DURATIONS}, RSS every ${SAMPLE_EVERY_MS / 1000} s`);
  const logFile = join(out, 'stack.log');
  const stack = await startOwnStack({
    database: `trading_soak_${process.pid}`,
    prefix: `bench:soak:${process.pid}`,
    env: { TRADE_DURATIONS: DURATIONS },
    logFile,
  }).catch((err: Error) => {
    throw new Error(`${err.message} (its output: ${logFile})`);
  });
  const samples = { api: [] as RssSample[], worker: [] as RssSample[] };
  const sample = () => {
    const atMs = Date.now();
    for (const p of ['api', 'worker'] as const) {
      const kb = readRssKb(stack.pids[p]);
      if (kb !== undefined) samples[p].push({ atMs, kb });
    }
  };
  let sampler: NodeJS.Timeout | undefined;
  try {
    console.log(`stack: ${stack.url}, API pid ${stack.pids.api}, worker pid ${stack.pids.worker}, database trading_soak_${process.pid}`);
    const gen = ['generate', '--users', o.users, '--rate', o.rate, '--seconds', o.seconds, '--durations', DURATIONS, '--seed', o.seed, '--out', loadFile];
    if ((await loadtest(gen.map(String))) !== 0) throw new Error('the load tool could not write the load file');
    const before = loadavg()[0].toFixed(2);
    sample();
    sampler = setInterval(sample, SAMPLE_EVERY_MS);
    const code = await loadtest([
      ...['replay', '--target', stack.url, '--in', loadFile, '--slo', `settle.p99=${TARGET_SETTLE_P99_MS}`],
      ...['--report', reportFile, '--html', join(out, 'report.html')],
    ]);
    clearInterval(sampler);
    const after = loadavg()[0].toFixed(2);
    if (code === 2) throw new Error('the load tool could not run the replay (its message is above)');
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as LoadReport;
    const window = { startMs: Date.parse(report.started_at), endMs: Date.parse(report.started_at) + o.seconds * 1000, warmupMs: o.warmupS * 1000 };
    printFigures(o, report, { api: summarizeRss(samples.api, window), worker: summarizeRss(samples.worker, window) }, { before, after });
    console.log(`  reports                 ${reportFile}, ${join(out, 'report.html')}`);
    console.log(`  API and worker output   ${logFile} (${lineCount(logFile)} lines at LOG_LEVEL ${process.env.BENCH_LOG_LEVEL ?? 'warn'})`);
    return 0;
  } finally {
    clearInterval(sampler);
    rmSync(loadFile, { force: true });
    await stack.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err: Error) => {
    console.error(`bench:soak could not run: ${err.message}`);
    process.exit(2);
  },
);
