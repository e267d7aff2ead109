/**
 * npm run bench:submit — sustained trade submissions per second through the HTTP API, with p50/p99
 * latency. Measured, not asserted: the target is at least 1,000/s at p99 under 100 ms on a 2-core machine.
 *
 * How to run (after `npx nest build`), against a running stack on loopback:
 *
 *   npm start                                  # API and worker as normal processes
 *   npm run bench:submit                       # BENCH_URL defaults to http://127.0.0.1:3000
 *
 * Signing in 200 users from one address exceeds the login/register rate limits meant for people: run
 * the stack with RATE_LIMIT_FACTOR raised (e.g. 1000) where that setting exists.
 *
 * What it does:
 *  1. Checks GET /api/health and reads GET /api/trading/options (durations, instruments).
 *  2. Signs in BENCH_USERS (200) demo users `bench-submit-<i>@bench.example.com`, registering those that
 *     do not exist yet (POST /api/auth/register, then /api/auth/login for tokens.access.token). They are
 *     reused by later runs; registration hashes passwords with argon2id, so the first run spends a
 *     while here.
 *  3. Drives POST /api/trading/submit with autocannon over BENCH_CONNECTIONS (32) keep-alive
 *     connections: a BENCH_WARMUP_S (5 s) warm-up, then the measured BENCH_DURATION_S (20 s). Each
 *     request carries the next user's token (round robin over all users), an Idempotency-Key of its own and a demo trade of 1.00 on the
 *     next instrument, alternately Buy and Sell, with the longest configured duration
 *     (BENCH_TRADE_DURATION to choose another) so nothing settles during the run.
 *  4. With `-- --vs-raw` (npm run bench:submit -- --vs-raw): then drives a bare node:http prototype of
 *     the same essential work (raw-submit-server.ts; its own database and Redis prefix, dropped after)
 *     the same way, then GET /api/trading/options (the API's cheapest route: the framework's ceiling), and
 *     prints the three side by side with the ratio API/prototype of 2xx/s (target >= 0.7).
 *  5. Prints requests/s, 2xx/s, latency p50/p90/p99/max, non-2xx and errors (with a sample of the
 *     non-2xx answers).
 *
 * Leaves behind: the bench users and their trades, Pending until they expire (a day with the default
 * durations), then settled by the worker. Point the stack at a database of its own to keep them out of
 * yours. autocannon runs in this process, on the same machine as the API, worker and PostgreSQL: on
 * 2 cores it takes part of a core the server would otherwise have.
 */
import autocannon from 'autocannon';
import { withRawServer } from './raw-submit';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import type { LoginResponse } from '../../server/src/contracts/account';
import type { TradingOptions } from '../../server/src/contracts/trading';

const int = (name: string, fallback: number): number => {
  const v = process.env[name];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got ${v}`);
  return n;
};

const BASE = (process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const USERS = int('BENCH_USERS', 200);
const CONNECTIONS = int('BENCH_CONNECTIONS', 32);
const WARMUP_S = int('BENCH_WARMUP_S', 5);
const DURATION_S = int('BENCH_DURATION_S', 20);
const SIGNUP_CONCURRENCY = int('BENCH_SIGNUP_CONCURRENCY', 4);
const PASSWORD = 'bench-submit-password';
const EMAIL = (i: number) => `bench-submit-${i}@bench.example.com`;
const TARGET_RPS = 1000;
const TARGET_P99_MS = 100;
const AMOUNT = 1;

// autocannon's types: test/bench/autocannon.d.ts (the package ships none).
type AutocannonRequest = autocannon.Request;
type AutocannonResult = autocannon.Result;

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(BASE + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, body: parsed as T };
}

/** The user's access token: logs in, registering first when the account does not exist. */
async function signIn(i: number, needed: number): Promise<string | null> {
  const email = EMAIL(i);
  let login = await call<LoginResponse>('POST', '/api/auth/login', { email, password: PASSWORD });
  if (login.status === 401) {
    const reg = await call('POST', '/api/auth/register', { firstname: 'Bench', lastname: `Submit ${i}`, email, password: PASSWORD, confirmPassword: PASSWORD });
    if (reg.status === 429) throw new Error(`register ${email} was rate limited (429): run the stack with RATE_LIMIT_FACTOR raised (e.g. 1000) for load runs`);
    if (reg.status !== 201) throw new Error(`register ${email}: ${reg.status} ${JSON.stringify(reg.body)}`);
    login = await call<LoginResponse>('POST', '/api/auth/login', { email, password: PASSWORD });
  }
  if (login.status === 429) throw new Error(`login ${email} was rate limited (429): run the stack with RATE_LIMIT_FACTOR raised (e.g. 1000) for load runs`);
  if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${JSON.stringify(login.body)}`);
  // A user whose demo balance cannot cover this run would answer 400s: leave it out.
  return login.body.data.demo_balance >= needed ? login.body.tokens.access.token : null;
}

async function signInAll(needed: number): Promise<string[]> {
  const tokens = new Array<string | null>(USERS).fill(null);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, SIGNUP_CONCURRENCY) }, async () => {
      while (next < USERS) {
        const i = next++;
        tokens[i] = await signIn(i, needed);
      }
    }),
  );
  return tokens.filter((t): t is string => t !== null);
}

const VS_RAW = process.argv.includes('--vs-raw');

function run(
  tokens: string[],
  options: TradingOptions,
  duration: number,
  seconds: number,
  samples: Map<number, string>,
  rawUrl?: string,
): Promise<AutocannonResult> {
  const instruments = [...options.instruments.Cryptocurrency, ...options.instruments.Currencies];
  const option = options.strike_rates[0].value;
  let n = 0;
  // Every submission carries its own Idempotency-Key, as the web app's do: the key's row is part of the work.
  const run = `bench-${Date.now().toString(36)}`;
  return autocannon({
    url: rawUrl ?? BASE,
    connections: CONNECTIONS,
    duration: seconds,
    pipelining: 1,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: rawUrl ? '/' : '/api/trading/submit',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => {
          const i = n++;
          const instrument = instruments[i % instruments.length];
          return {
            ...req,
            headers: rawUrl ? req.headers : { ...req.headers, authorization: `Bearer ${tokens[i % tokens.length]}`, 'idempotency-key': `${run}-${i}` },
            body: JSON.stringify({
              ...(rawUrl ? { account: i % tokens.length } : {}),
              amount: AMOUNT,
              duration,
              mode: 'demo',
              strike_rate: option,
              trading_type: instrument.trading_type,
              symbol: instrument.symbol,
              trade_mode: i % 2 ? 'Sell' : 'Buy',
            }),
          };
        },
        onResponse: (status, body) => {
          if ((status < 200 || status > 299) && !samples.has(status)) samples.set(status, String(body).slice(0, 300));
        },
      },
    ],
  });
}

async function main(): Promise<void> {
  const health = await call<unknown>('GET', '/api/health').catch((err: Error) => {
    throw new Error(`no API at ${BASE} (${err.message}): start the stack (npm start) or set BENCH_URL`);
  });
  if (health.status !== 200) throw new Error(`GET /api/health answered ${health.status}: ${JSON.stringify(health.body)}`);
  const opts = await call<ApiEnvelope<TradingOptions>>('GET', '/api/trading/options');
  if (opts.status !== 200) throw new Error(`GET /api/trading/options answered ${opts.status}`);
  const options = opts.body.data;
  const duration = int('BENCH_TRADE_DURATION', Math.max(...options.durations));
  if (!options.durations.includes(duration)) throw new Error(`BENCH_TRADE_DURATION ${duration} is not one of ${options.durations.join(', ')}`);

  console.log(
    `bench:submit  ${BASE}  users ${USERS}  connections ${CONNECTIONS}  warm-up ${WARMUP_S} s  measured ${DURATION_S} s  trade duration ${duration} s`,
  );
  let t = Date.now();
  // Generous bound on what one user stakes in a run: 3,000 requests/s shared by all users.
  const needed = Math.ceil(((WARMUP_S + DURATION_S) * 3000 * AMOUNT) / USERS);
  const tokens = await signInAll(needed);
  if (!tokens.length) throw new Error('no bench user has the demo balance for a run: use another database');
  console.log(
    `users: ${tokens.length} signed in in ${Date.now() - t} ms${tokens.length < USERS ? ` (${USERS - tokens.length} left out: demo balance too low)` : ''}`,
  );

  const samples = new Map<number, string>();
  if (WARMUP_S > 0) {
    t = Date.now();
    const w = await run(tokens, options, duration, WARMUP_S, samples);
    console.log(
      `warm-up: ${w.requests.total} requests in ${Date.now() - t} ms (${Math.round(w.requests.average)}/s, p99 ${w.latency.p99} ms, ${w.non2xx} non-2xx)`,
    );
  }
  const r = await run(tokens, options, duration, DURATION_S, samples);

  const ok2xx = r['2xx'];
  const rps = r.requests.average;
  console.log('');
  console.log(`requests            ${r.requests.total} in ${r.duration.toFixed(1)} s`);
  console.log(`requests/s          ${Math.round(rps)} average (min ${r.requests.min}, max ${r.requests.max} per second)`);
  console.log(`trades placed/s     ${Math.round(ok2xx / r.duration)} (2xx ${ok2xx})`);
  console.log(
    `latency             p50 ${r.latency.p50} ms, p90 ${r.latency.p90} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms (mean ${r.latency.mean.toFixed(1)} ms)`,
  );
  console.log(
    `non-2xx             ${r.non2xx}${
      r.statusCodeStats
        ? `  (${Object.entries(r.statusCodeStats)
            .map(([s, v]) => `${s}: ${v.count}`)
            .join(', ')})`
        : ''
    }`,
  );
  console.log(`errors / timeouts   ${r.errors} / ${r.timeouts}`);
  for (const [status, body] of samples) console.log(`  sample ${status}: ${body}`);
  const met = ok2xx / r.duration >= TARGET_RPS && r.latency.p99 < TARGET_P99_MS && r.non2xx === 0;
  console.log(`target (>= ${TARGET_RPS}/s at p99 < ${TARGET_P99_MS} ms, no non-2xx): ${met ? 'met' : 'NOT met'}`);
  if (VS_RAW) await vsRaw(tokens, options, duration, r);
}

async function vsRaw(tokens: string[], options: TradingOptions, duration: number, api: AutocannonResult): Promise<void> {
  const samples = new Map<number, string>();
  const raw = await withRawServer(tokens.length, async (url) => {
    if (WARMUP_S > 0) await run(tokens, options, duration, WARMUP_S, samples, url);
    return run(tokens, options, duration, DURATION_S, samples, url);
  });
  for (const [status, body] of samples) console.log(`  prototype sample ${status}: ${body}`);
  // The ceiling the framework alone leaves: the API's cheapest route (no guard, no database, no Redis).
  if (WARMUP_S > 0) await drive([{ method: 'GET', path: '/api/trading/options' }], WARMUP_S);
  const floor = await drive([{ method: 'GET', path: '/api/trading/options' }], DURATION_S);
  const row = (name: string, ...v: (string | number)[]) => console.log(`${name.padEnd(14)}${v.map((x, i) => String(x).padStart(i ? 14 : 10)).join('')}`);
  const ok = (x: AutocannonResult) => Math.round(x['2xx'] / x.duration);
  console.log('');
  row('', 'API submit', 'prototype', 'API options');
  row('requests/s', Math.round(api.requests.average), Math.round(raw.requests.average), Math.round(floor.requests.average));
  row('2xx/s', ok(api), ok(raw), ok(floor));
  for (const p of ['p50', 'p90', 'p99', 'max'] as const) row(`${p} ms`, api.latency[p], raw.latency[p], floor.latency[p]);
  row('non-2xx', api.non2xx, raw.non2xx, floor.non2xx);
  const ratio = ok(raw) ? ok(api) / ok(raw) : 0;
  console.log(`ratio API/prototype of 2xx/s: ${ratio.toFixed(2)} (target >= 0.7, aim 1.0)`);
  console.log(`ratio API options/prototype: ${ok(raw) ? (ok(floor) / ok(raw)).toFixed(2) : '0'} (GET /api/trading/options: the framework's ceiling)`);
}

/** autocannon over the bench's connections against the API with fixed requests. */
function drive(requests: AutocannonRequest[], seconds: number): Promise<AutocannonResult> {
  return autocannon({ url: BASE, connections: CONNECTIONS, duration: seconds, pipelining: 1, timeout: 10, requests });
}

main().catch((err: Error) => {
  console.error(`bench:submit failed: ${err.message}`);
  process.exit(2);
});
