/**
 * npm run bench:decisions — the time from a staff click (POST /api/backoffice/deposits/:id/approve) to
 * the client's balance change (its socket receiving balance:updated with the new balance), p50/p99 over
 * BENCH_DECISIONS decisions. Measured, not asserted; a decision whose event never arrives is a
 * correctness failure and makes the run exit 1.
 *
 * How to run (after `npx tsc -p tsconfig.build.json` or `npm run build`):
 *
 *   npm run bench:decisions        # starts its own stack: built API + worker from dist, a fresh
 *                                  # database bench_decisions_<id> (PostgreSQL at TEST_ADMIN_DATABASE_URL,
 *                                  # default postgres://postgres@127.0.0.1:5432/postgres) and a Redis prefix
 *                                  # of its own (TEST_REDIS_URL, default redis://127.0.0.1:6379); both
 *                                  # removed at the end (BENCH_KEEP=1 keeps the database)
 *   BENCH_URL=https://… ADMIN_EMAIL=… ADMIN_PASSWORD=… [ADMIN_TOTP_SECRET=…] npm run bench:decisions
 *                                  # against a running deployment instead; its rate limits must allow
 *                                  # BENCH_CLIENTS registrations (RATE_LIMIT_FACTOR raised). Staff need
 *                                  # two-factor sign-in: an administrator without it is enrolled by the
 *                                  # bench; one with it needs its base32 secret in ADMIN_TOTP_SECRET
 *
 * What it does:
 *  1. Signs in the administrator (enrolling it in two-factor sign-in when it is not); registers BENCH_CLIENTS (20) clients (a crypto deposit needs no
 *     confirmed e-mail), each with a socket.io connection authenticated by its access token (the `auth`
 *     event's ack says it is in its user's room).
 *  2. Each client requests crypto deposits (multipart POST /api/deposit with a PNG receipt) of 10 to 59
 *     USD, far under FOUR_EYES_LIMIT so one approval applies: 2 x BENCH_DECISIONS (100) in all.
 *  3. Baseline: BENCH_DECISIONS sequential GET /api/users/me as the administrator, the plain round trip
 *     of an authenticated request on this machine at this moment.
 *  4. Pass 1, one decision at a time: t0 just before the approve POST, the 202's latency, and t1 when the
 *     client's socket receives balance:updated carrying the expected real balance (BENCH_EVENT_TIMEOUT_MS,
 *     10 s, else counted as missing).
 *  5. Pass 2, the same over the other deposits with BENCH_CONCURRENCY (10) decisions in flight; a client
 *     never has two in flight, so the balance its event must carry is known.
 *  6. Prints count, p50/p90/p99/max of click->202 and click->balance:updated for both passes, the
 *     baseline, the missing events and, with its own stack, the server's share: decision row written ->
 *     worker's transaction start (decisions.created_at -> applied_at).
 *
 * Leaves behind with BENCH_URL: the bench clients (bench-decisions-<run>-<i>@bench.example.com), their
 * approved deposits and receipts, the decisions and audit rows. Everything runs on one machine: the
 * bench's own HTTP and socket clients take CPU the API and worker would otherwise have.
 */
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { io, Socket } from 'socket.io-client';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import type { DecisionAccepted } from '../../server/src/contracts/backoffice';
import type { DepositDto } from '../../server/src/contracts/funds';
import type { LoginResponse, UserDto } from '../../server/src/contracts/account';
import type { BalanceUpdatedEvent, ClientToServerEvents, ServerToClientEvents, SocketAuthResult } from '../../server/src/contracts/events';
import { pngBytes } from '../support/files';
import { fetchPost, rememberTotpSecret, signInWithTwoFactor } from '../support/two-factor';
import { startOwnStack } from './own-stack';

const int = (name: string, fallback: number): number => {
  const v = process.env[name];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got ${v}`);
  return n;
};

const DECISIONS = int('BENCH_DECISIONS', 100);
const CONCURRENCY = Math.max(1, int('BENCH_CONCURRENCY', 10));
const CLIENTS = Math.max(CONCURRENCY, int('BENCH_CLIENTS', 20));
const EVENT_TIMEOUT_MS = int('BENCH_EVENT_TIMEOUT_MS', 10_000);
const SETUP_CONCURRENCY = Math.max(1, int('BENCH_SETUP_CONCURRENCY', 4));
const RUN = `${Date.now().toString(36)}${process.pid.toString(36)}`;
const PASSWORD = 'bench-decisions-password';

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

interface BenchClient {
  id: string;
  token: string;
  socket: AppSocket;
  /** The real balance (cents) its next balance:updated must carry. */
  expectedCents: number;
  /** The decision in flight for this client: resolved with the time its balance:updated arrived. */
  waiting?: { cents: number; resolve: (at: number) => void };
}

interface Deposit {
  id: string;
  client: BenchClient;
  cents: number;
}

interface Sample {
  accepted: number;
  /** Undefined: the event never came within EVENT_TIMEOUT_MS. */
  event?: number;
}

const cents = (usd: number) => Math.round(usd * 100);
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

let BASE = '';

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(BASE + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

async function login(email: string, password: string): Promise<LoginResponse> {
  const res = await call<LoginResponse>('POST', '/api/auth/login', { email, password });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A socket in its user's room: the `auth` ack comes after the join. */
function connect(token: string): Promise<AppSocket> {
  return new Promise((resolve, reject) => {
    const s: AppSocket = io(BASE, { auth: { token }, transports: ['websocket'], reconnection: false });
    s.once('connect_error', reject);
    s.once('connect', () => s.emit('auth', { token }, (r: SocketAuthResult) => (r.ok ? resolve(s) : reject(new Error('socket not authenticated')))));
  });
}

async function newClient(i: number): Promise<BenchClient> {
  const email = `bench-decisions-${RUN}-${i}@bench.example.com`;
  const reg = await call('POST', '/api/auth/register', {
    firstname: 'Bench',
    lastname: `Decisions ${i}`,
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  if (reg.status === 429) throw new Error(`register ${email} was rate limited (429): run the stack with RATE_LIMIT_FACTOR raised (e.g. 1000)`);
  if (reg.status !== 201) throw new Error(`register ${email}: ${reg.status} ${JSON.stringify(reg.body)}`);
  const { data, tokens } = await login(email, PASSWORD);
  const token = tokens.access.token;
  const client: BenchClient = { id: data.id, token, socket: await connect(token), expectedCents: cents(data.balance) };
  client.socket.on('balance:updated', (e: BalanceUpdatedEvent) => {
    const at = performance.now();
    if (client.waiting && cents(e.balance) === client.waiting.cents) client.waiting.resolve(at);
  });
  return client;
}

async function requestDeposit(client: BenchClient, usd: number): Promise<Deposit> {
  const form = new FormData();
  form.append('usd_amount', String(usd));
  form.append('currency', 'btc');
  form.append('receipt', new Blob([pngBytes()], { type: 'image/png' }), 'receipt.png');
  const res = await fetch(`${BASE}/api/deposit`, { method: 'POST', headers: { authorization: `Bearer ${client.token}` }, body: form });
  const body = (await res.json()) as ApiEnvelope<DepositDto>;
  if (res.status !== 201) throw new Error(`deposit: ${res.status} ${JSON.stringify(body)}`);
  return { id: String(body.data.deposit_id), client, cents: cents(usd) };
}

/** Runs fn over items with `width` at a time. */
async function pool<T, R>(items: T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]);
      }
    }),
  );
  return out;
}

/** One click: the 202's latency and the balance:updated's, both from just before the POST. */
async function decide(d: Deposit, admin: string): Promise<Sample> {
  const client = d.client;
  if (client.waiting) throw new Error('two decisions in flight for one client');
  client.expectedCents += d.cents;
  let resolve!: (at: number) => void;
  const event = new Promise<number>((r) => (resolve = r));
  client.waiting = { cents: client.expectedCents, resolve };
  const t0 = performance.now();
  const res = await call<ApiEnvelope<DecisionAccepted>>('POST', `/api/backoffice/deposits/${d.id}/approve`, {}, admin);
  const accepted = performance.now() - t0;
  if (res.status !== 202) throw new Error(`approve deposit ${d.id}: ${res.status} ${JSON.stringify(res.body)}`);
  let timer: NodeJS.Timeout | undefined;
  const t1 = await Promise.race([event, new Promise<undefined>((r) => (timer = setTimeout(() => r(undefined), EVENT_TIMEOUT_MS)))]);
  clearTimeout(timer);
  client.waiting = undefined;
  return { accepted, event: t1 === undefined ? undefined : t1 - t0 };
}

/** Each lane owns the clients of its index, so a client never has two decisions in flight. */
async function concurrentPass(deposits: Deposit[], clients: BenchClient[], admin: string): Promise<Sample[]> {
  const lanes: Deposit[][] = Array.from({ length: CONCURRENCY }, () => []);
  for (const d of deposits) lanes[clients.indexOf(d.client) % CONCURRENCY].push(d);
  const samples: Sample[] = [];
  await Promise.all(
    lanes.map(async (lane) => {
      for (const d of lane) samples.push(await decide(d, admin));
    }),
  );
  return samples;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function figures(label: string, values: number[]): string {
  const s = [...values].sort((a, b) => a - b);
  const f = (v: number) => `${v.toFixed(1)} ms`.padStart(10);
  return `${label.padEnd(40)} n ${String(s.length).padStart(4)}  p50 ${f(percentile(s, 50))}  p90 ${f(percentile(s, 90))}  p99 ${f(percentile(s, 99))}  max ${f(s[s.length - 1] ?? NaN)}`;
}

function report(label: string, samples: Sample[]): number {
  const missing = samples.filter((s) => s.event === undefined).length;
  console.log(
    figures(
      `${label}: click -> 202`,
      samples.map((s) => s.accepted),
    ),
  );
  console.log(
    figures(
      `${label}: click -> balance:updated`,
      samples.flatMap((s) => (s.event === undefined ? [] : [s.event])),
    ),
  );
  console.log(`${label}: events missing after ${EVENT_TIMEOUT_MS} ms: ${missing}`);
  return missing;
}

/** Server side, from its own database: decision row written (API) -> worker's transaction start, in ms. */
async function serverShare(url: string): Promise<number[]> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query<{ ms: number }>(
      `SELECT extract(epoch FROM applied_at - created_at) * 1000 AS ms FROM decisions WHERE item_kind = 'deposit' AND applied_at IS NOT NULL ORDER BY id`,
    );
    return rows.map((r) => Number(r.ms));
  } finally {
    await db.end();
  }
}

interface Target {
  url: string;
  admin: { email: string; password: string };
  databaseUrl?: string;
  stop(): Promise<void>;
}

/** BENCH_URL's deployment, or a stack of its own on a fresh database and Redis prefix. */
async function target(): Promise<Target> {
  if (process.env.BENCH_URL) {
    const { ADMIN_EMAIL, ADMIN_PASSWORD } = process.env;
    if (!ADMIN_EMAIL || !ADMIN_PASSWORD) throw new Error('with BENCH_URL, set ADMIN_EMAIL and ADMIN_PASSWORD (a staff member or administrator)');
    return { url: process.env.BENCH_URL.replace(/\/$/, ''), admin: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, stop: () => Promise.resolve() };
  }
  const admin = { email: `admin-${RUN}@bench.example.com`, password: `admin-password-${RUN}` };
  const stack = await startOwnStack({
    database: `bench_decisions_${RUN}`,
    prefix: `bench:decisions:${RUN}`,
    // Each client opens 10 deposits waiting for review, some of them at once: past the product's bounds for one client.
    env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, MAX_OPEN_DEPOSITS: '1000', MONEY_REQUESTS_IN_FLIGHT_PER_USER: '1000' },
    keepDatabase: process.env.BENCH_KEEP === '1',
  });
  return { url: stack.url, admin, databaseUrl: stack.databaseUrl, stop: stack.stop };
}

async function main(): Promise<number> {
  let t = performance.now();
  const tg = await target();
  BASE = tg.url;
  const clients: BenchClient[] = [];
  try {
    console.log(`bench:decisions  ${BASE}${tg.databaseUrl ? ' (own stack)' : ''}  decisions ${DECISIONS} x 2  clients ${CLIENTS}  concurrency ${CONCURRENCY}`);
    if (process.env.ADMIN_TOTP_SECRET) rememberTotpSecret(tg.admin.email, process.env.ADMIN_TOTP_SECRET);
    const admin = (await signInWithTwoFactor(fetchPost(BASE), tg.admin)).body.tokens.access.token;
    clients.push(...(await pool([...Array(CLIENTS).keys()], SETUP_CONCURRENCY, newClient)));
    const amounts = Array.from({ length: 2 * DECISIONS }, (_, i) => ({ client: clients[i % CLIENTS], usd: 10 + (i % 50) }));
    const deposits = await pool(amounts, SETUP_CONCURRENCY, (a) => requestDeposit(a.client, a.usd));
    console.log(`setup: ${CLIENTS} clients and ${deposits.length} deposits in ${Math.round(performance.now() - t)} ms`);
    await sleep(500);

    const baseline: number[] = [];
    for (let i = 0; i < DECISIONS; i++) {
      t = performance.now();
      const me = await call<ApiEnvelope<UserDto>>('GET', '/api/users/me', undefined, admin);
      if (me.status !== 200) throw new Error(`GET /api/users/me: ${me.status}`);
      baseline.push(performance.now() - t);
    }

    t = performance.now();
    const sequential: Sample[] = [];
    for (const d of deposits.slice(0, DECISIONS)) sequential.push(await decide(d, admin));
    const sequentialMs = performance.now() - t;
    t = performance.now();
    const concurrent = await concurrentPass(deposits.slice(DECISIONS), clients, admin);
    const concurrentMs = performance.now() - t;

    console.log('');
    console.log(figures('baseline: GET /api/users/me', baseline));
    console.log(`sequential (1 in flight), ${Math.round(sequentialMs)} ms in all:`);
    let missing = report('  sequential', sequential);
    console.log(
      `concurrent (${CONCURRENCY} in flight), ${Math.round(concurrentMs)} ms in all, ${((concurrent.length / concurrentMs) * 1000).toFixed(1)} decisions/s:`,
    );
    missing += report('  concurrent', concurrent);
    if (tg.databaseUrl) {
      // Decisions in the order they were made: the sequential pass's first.
      const share = await serverShare(tg.databaseUrl);
      console.log(figures('  sequential: row -> worker tx (server)', share.slice(0, DECISIONS)));
      console.log(figures('  concurrent: row -> worker tx (server)', share.slice(DECISIONS)));
    }
    const p = (v: number[], q: number) =>
      percentile(
        [...v].sort((a, b) => a - b),
        q,
      );
    const ev = sequential.flatMap((s) => (s.event === undefined ? [] : [s.event]));
    console.log(
      `ratio to baseline (sequential click -> balance:updated): p50 ${(p(ev, 50) / p(baseline, 50)).toFixed(1)}x, p99 ${(p(ev, 99) / p(baseline, 99)).toFixed(1)}x`,
    );
    console.log(`events missing: ${missing}${missing ? '  FAILED: a decision did not reach its client' : ''}`);
    return missing ? 1 : 0;
  } finally {
    clients.forEach((c) => c.socket.disconnect());
    await tg.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err: Error) => {
    console.error(`bench:decisions failed: ${err.message}`);
    process.exit(2);
  },
);
