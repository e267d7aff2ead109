/**
 * npm run bench:settle — how long after their common expiry 20,000 trades due in the same second are
 * all settled (in PostgreSQL) and pushed (their trade:settled events published for the API's sockets).
 * Measured, not asserted: the target is under 1 s.
 *
 * How to run (after `npx nest build`), against a running stack:
 *
 *   npm start                      # or: node dist/server/src/database/migrate.js, then run
 *                                  # dist/server/src/main.js and dist/server/src/worker.js
 *   npm run bench:settle           # same DATABASE_URL / REDIS_URL / REDIS_PREFIX as the stack
 *
 * The stack's worker does the work, exactly as in production: its price feed stores the ticks the
 * trades settle at, and its BullMQ processor runs the settle-second job. With no worker running, set
 * BENCH_WORKER=in-process to start one inside this process (createWorker); the measurement then shares
 * a CPU with the bench's own bookkeeping, so prefer a separate worker.
 *
 * What it does:
 *  1. Users: BENCH_USERS (2,000) demo users `bench-settle-<i>@bench.example.com`, created once in bulk
 *     SQL that mirrors LedgerService.openUserAccounts (accounts user/escrow x real/demo, transfer
 *     house(demo) -> user(demo) of 10,000.00 with reference `user:<id>:demo-grant`) and reused by
 *     later runs. They cannot log in (no password hash).
 *     Then VACUUM (ANALYZE) of trades, pending_trades and ledger_accounts (BENCH_VACUUM=0 to skip): dead rows of earlier
 *     runs go, and the planner gets current statistics (few or no Pending trades), as autovacuum keeps them
 *     in production. This matters: autovacuum is off on the project's machines, and a trades table never
 *     analysed gets a different, much faster settlement plan than one analysed with no Pending trades.
 *  2. Trades: BENCH_TRADES (20,000) Pending demo trades over those users and every instrument, all
 *     with expires_at = one whole second BENCH_LEAD_MS (4 s) ahead, open at the latest price, each with
 *     its stake transfer user -> escrow (`trade:<id>:stake`) and the balances moved, in one
 *     transaction. This replaces 20,000 submits: the submit path has its own benchmark (bench:submit).
 *  3. Schedules that second's job through the real SettlementScheduler (job settle-<second>, run
 *     SETTLE_PREPARE_MS before the expiry: it reads its trades' heads, polls for the deciding tick from
 *     the expiry on, then settles), as the API does after a submit.
 *  4. Watches, with t = 0 at the expiry: the job becoming active and completing (BullMQ QueueEvents,
 *     Redis timestamps), the last Pending row of that second disappearing (PostgreSQL polled every
 *     BENCH_POLL_MS, 10 ms), and each trade:settled / balance:updated published on Redis, the channels
 *     the API instances deliver browsers' events from: the user-events channel `<prefix>user-events`
 *     (SUBSCRIBE; batches of numbered user events, a line per user: its id, a tab, its events as JSON;
 *     each instance delivers them to its sockets),
 *     and the socket.io channels `<prefix>socket.io#/#user:<id>#` (PSUBSCRIBE, msgpack) of events
 *     published one by one through the socket.io emitter. Messages are counted as they arrive and
 *     decoded after the run, so the bench's own decoding does not take CPU from the stack it measures.
 *  5. Prints the figures, with how busy the machine's CPUs were meanwhile (on a shared 2-core machine
 *     other work moves the result by seconds: compare runs on a quiet machine), then checks the ledger invariants (verifyLedger) over the whole database;
 *     exits 1 if one fails or the trades did not settle within BENCH_TIMEOUT_MS (120 s).
 *
 * Leaves behind in the target database: the bench users and their settled trades and transfers (the
 * ledger is append-only). Point DATABASE_URL at a database of its own to keep them out of yours.
 */
import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { Queue, QueueEvents } from 'bullmq';
import Redis from 'ioredis';
import { decode as decodeNotepack } from 'notepack.io';
import { Pool, PoolClient } from 'pg';
import { loadConfig } from '../../server/src/config/app-config';
import { INSTRUMENTS } from '../../server/src/contracts/instruments';
import { DEMO_STARTING_BALANCE, toCents } from '../../server/src/contracts/money';
import { payoutPercent, STRIKE_RATES, TRADE_MODES } from '../../server/src/contracts/trade-rules';
import { verifyLedger } from '../../server/src/ledger/ledger-invariants';
import { QUEUES, settleJobId, SWEEP_GRACE_MS } from '../../server/src/queue/jobs';
import { JobsService } from '../../server/src/queue/jobs.service';
import { redisConnectionOptions } from '../../server/src/queue/queue.module';
import { socketIoKey } from '../../server/src/realtime/realtime.service';
import { decodeUserEventsMessage, userEventsChannel } from '../../server/src/realtime/user-event-log';
import { SettlementScheduler } from '../../server/src/trading/settlement.scheduler';
import { must } from '../support/must';

const int = (name: string, fallback: number): number => {
  const v = process.env[name];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got ${v}`);
  return n;
};

const TRADES = int('BENCH_TRADES', 20_000);
const USERS = int('BENCH_USERS', 2_000);
const LEAD_MS = int('BENCH_LEAD_MS', 4_000);
const POLL_MS = int('BENCH_POLL_MS', 10);
const TIMEOUT_MS = int('BENCH_TIMEOUT_MS', 120_000);
const IN_PROCESS_WORKER = process.env.BENCH_WORKER === 'in-process';
const VACUUM = process.env.BENCH_VACUUM !== '0';
const TARGET_MS = 1000;
const MAX_STAKE_CENTS = 1000;
const EMAIL = (i: number) => `bench-settle-${i}@bench.example.com`;

if (IN_PROCESS_WORKER) process.env.LOG_LEVEL ??= 'warn';
const config = loadConfig();

const log = (msg: string) => console.log(msg);
const rel = (t: number | undefined, zero: number) => (t === undefined ? 'never' : `${t - zero >= 0 ? '+' : ''}${t - zero} ms`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** BullMQ stream event ids start with the Redis server's clock in ms. */
const streamTime = (id: string) => Number(id.split('-')[0]);

interface BenchUser {
  id: string;
  userAccount: string;
  escrowAccount: string;
  balance: number;
}

async function main(): Promise<void> {
  log(`bench:settle  database ${redactUrl(config.databaseUrl)}  redis ${config.redisUrl}  prefix ${config.redisPrefix}`);
  log(`  ${TRADES} trades over ${USERS} users, due in one second ${LEAD_MS} ms ahead; worker: ${IN_PROCESS_WORKER ? 'in this process' : 'the running stack'}`);

  const pool = new Pool({ connectionString: config.databaseUrl, max: 4 });
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
  const sub = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
  const connection = redisConnectionOptions(config.redisUrl);
  // As QueueModule: BullMQ adds its own ':' after the prefix.
  const bullPrefix = config.redisPrefix.replace(/:$/, '') + ':bull';
  const queue = new Queue(QUEUES.settlement, { connection, prefix: bullPrefix });
  const queueEvents = new QueueEvents(QUEUES.settlement, { connection, prefix: bullPrefix });
  let worker: INestApplicationContext | undefined;
  let failed = false;

  try {
    await checkSchema(pool);
    if (IN_PROCESS_WORKER) {
      const { createWorker } = await import('../../server/src/bootstrap');
      worker = await createWorker();
    } else if ((await queue.getWorkersCount()) === 0) {
      throw new Error(
        `no worker consumes the settlement queue under prefix "${config.redisPrefix}": start the stack (npm start) with the same ` +
          `REDIS_URL/REDIS_PREFIX, or run with BENCH_WORKER=in-process`,
      );
    }
    const prices = await freshPrices(redis);
    const loadBefore = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');

    // 1. Users.
    let t = Date.now();
    const { users, created } = await ensureUsers(pool, Math.ceil(TRADES / USERS) * MAX_STAKE_CENTS);
    log(`users: ${users.length} ready (${created} created) in ${Date.now() - t} ms`);

    // Dead rows left by earlier runs slow the scans of Pending trades; autovacuum clears them, if it runs.
    if (VACUUM) {
      t = Date.now();
      await pool.query('VACUUM (ANALYZE) trades, pending_trades, ledger_accounts');
      log(
        `vacuum: trades, pending_trades and ledger_accounts in ${Date.now() - t} ms${(await autovacuumOn(pool)) ? '' : ' (autovacuum is off on this server)'}`,
      );
    }

    // 2. Trades, all due at one whole second.
    const expiry = Math.ceil((Date.now() + LEAD_MS) / 1000) * 1000;
    t = Date.now();
    const { ids, staked } = await insertTrades(pool, users, prices, expiry);
    const inserted = Date.now();
    log(`trades: ${ids.size} Pending, stakes ${(staked / 100).toFixed(2)} demo, inserted in ${inserted - t} ms; expiry ${new Date(expiry).toISOString()}`);

    // 4 (armed before the job exists). Events, job progress, rows.
    const events = watchEvents(sub, ids, users);
    await sub.psubscribe(`${socketIoKey(config.redisPrefix)}#/#user:*`);
    await sub.subscribe(userEventsChannel(config.redisPrefix));
    const jobId = settleJobId(expiry / 1000);
    const job = watchJob(queueEvents, jobId);
    await queueEvents.waitUntilReady();

    // 3. The second's job, through the scheduler the API uses.
    await new SettlementScheduler(new JobsService(new Map([[QUEUES.settlement, queue]]))).scheduleSecond(expiry / 1000);
    const scheduled = Date.now();
    if (scheduled > expiry - 200) {
      log(`WARNING: inserting took until ${rel(scheduled, expiry)} of the expiry: raise BENCH_LEAD_MS; figures below are not meaningful`);
      failed = true;
    }

    let cpuAtExpiry: CpuTimes | undefined;
    setTimeout(() => (cpuAtExpiry = cpuTimes()), Math.max(0, expiry - Date.now()));
    const settledAt = await pollSettled(pool, expiry, expiry + TIMEOUT_MS);
    // Events of the last batch are published right after its commit; give them a moment to arrive.
    const eventsDeadline = Math.max(Date.now(), expiry) + 2000;
    while (events.arrived() < ids.size && Date.now() < eventsDeadline) await sleep(10);
    await sleep(50);
    const now = Date.now();
    const cpuBusy = busyShare(cpuAtExpiry, cpuTimes());
    events.decode();

    const outcome = (
      await pool.query<{ status: string; n: string }>(`SELECT status, count(*) AS n FROM trades WHERE expires_at = $1 GROUP BY status ORDER BY status`, [
        new Date(expiry),
      ])
    ).rows;
    const allPublished = events.settled.size === ids.size ? events.lastSettled : undefined;

    log('');
    log(`trades                          ${ids.size} (${outcome.map((o) => `${o.status} ${o.n}`).join(', ')})`);
    log(`expiry (t = 0)                  ${new Date(expiry).toISOString()}`);
    log(
      `job ${jobId}        active ${rel(job.active, expiry)}, completed ${rel(job.completed, expiry)}` +
        (job.result ? `, settled ${job.result.settled}` : '') +
        (job.failures.length ? `, ${job.failures.length} failed attempt(s): ${job.failures.join('; ')}` : ''),
    );
    log(`all rows settled (DB poll)      ${rel(settledAt, expiry)}  (poll every ${POLL_MS} ms)`);
    log(
      `trade:settled published         first ${rel(events.firstSettled, expiry)}, all ${rel(allPublished, expiry)}  (${events.settled.size}/${ids.size}` +
        `${events.duplicates ? `, ${events.duplicates} duplicates` : ''})`,
    );
    log(`balance:updated published       ${events.balanceUpdates} to ${events.balanceUsers.size} users`);
    if (job.active !== undefined && allPublished !== undefined) {
      const work = allPublished - job.active;
      log(
        `throughput                      ${Math.round((ids.size * 1000) / Math.max(1, work))} trades/s (job start to last event, ${work} ms); ` +
          `${Math.round((ids.size * 1000) / Math.max(1, allPublished - expiry))} trades/s counted from the expiry`,
      );
    }
    const total = allPublished !== undefined && settledAt !== undefined ? Math.max(allPublished, settledAt) - expiry : undefined;
    if (job.result && job.result.settled < ids.size) {
      log(
        `                                ${ids.size - job.result.settled} of the trades were settled by another settler (e.g. the sweeper, which takes trades ${SWEEP_GRACE_MS} ms past due)`,
      );
    }
    if (cpuBusy !== undefined) {
      log(
        `machine CPU busy                ${Math.round(cpuBusy * 100)}% of ${cpus().length} cores from the expiry to the last event (load average before: ${loadBefore})`,
      );
    }
    log(
      `settled and pushed after expiry ${total === undefined ? `not within ${now - expiry} ms` : `${total} ms`}  (target < ${TARGET_MS} ms: ${total !== undefined && total < TARGET_MS ? 'met' : 'NOT met'})`,
    );
    if (settledAt === undefined || allPublished === undefined) failed = true;

    // 5. Ledger invariants over the whole database.
    log('');
    t = Date.now();
    const results = await verifyLedger(config.databaseUrl);
    for (const r of results) log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${r.ok ? '' : `: ${r.detail}`}`);
    const broken = results.filter((r) => !r.ok).length;
    log(broken ? `ledger: ${broken} invariant(s) broken` : `ledger: all invariants hold (checked in ${Date.now() - t} ms)`);
    if (broken) failed = true;
  } finally {
    await sub.quit().catch(() => undefined);
    await queueEvents.close().catch(() => undefined);
    await queue.close().catch(() => undefined);
    await redis.quit().catch(() => undefined);
    await pool.end().catch(() => undefined);
    await worker?.close();
  }
  process.exit(failed ? 1 : 0);
}

async function checkSchema(pool: Pool): Promise<void> {
  const { rows } = await pool.query<{ ok: boolean }>(`SELECT to_regclass('public.trades') IS NOT NULL AS ok`);
  if (!rows[0].ok) throw new Error('the database has no trades table: apply the migrations first (npm run migrate)');
}

async function autovacuumOn(pool: Pool): Promise<boolean> {
  return (await pool.query<{ on: boolean }>(`SELECT current_setting('autovacuum') = 'on' AS on`)).rows[0].on;
}

/** The latest price of every instrument, fresh enough for a submit (the feed must be running). */
async function freshPrices(redis: Redis): Promise<Map<string, string>> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const all = await redis.hgetall(`${config.redisPrefix}price:last`);
    const prices = new Map<string, string>();
    for (const [symbol, v] of Object.entries(all)) {
      const i = v.indexOf(':');
      if (Date.now() - Number(v.slice(0, i)) <= 5000) prices.set(symbol, v.slice(i + 1));
    }
    if (INSTRUMENTS.every((i) => prices.has(i.symbol))) return prices;
    if (Date.now() > deadline) throw new Error("no fresh prices in Redis: the worker's price feed is not running under this REDIS_PREFIX");
    await sleep(250);
  }
}

/**
 * The bench users, created in bulk the first time. Mirrors UsersService.create + LedgerService.openUserAccounts:
 * four accounts per user and the demo grant from the demo house, its balances moved in the same transaction.
 */
async function ensureUsers(pool: Pool, needCents: number): Promise<{ users: BenchUser[]; created: number }> {
  const emails = Array.from({ length: USERS }, (_, i) => EMAIL(i));
  const client = await pool.connect();
  let created = 0;
  try {
    await client.query('BEGIN');
    const fresh = (
      await client.query<{ id: string }>(
        `INSERT INTO users (email, password_hash, firstname, lastname, referral_code)
         SELECT e, '!bench-user-cannot-log-in', 'Bench', 'User', upper(encode(gen_random_bytes(5), 'hex')) FROM unnest($1::text[]) e
         ON CONFLICT (email) DO NOTHING RETURNING id`,
        [emails],
      )
    ).rows;
    created = fresh.length;
    if (created) {
      const ids = fresh.map((r) => r.id);
      await client.query(
        `INSERT INTO ledger_accounts (owner_id, kind, mode)
         SELECT u, k, md FROM unnest($1::uuid[]) u, unnest(ARRAY['user','escrow']) k, unnest(ARRAY['real','demo']) md`,
        [ids],
      );
      await applyTransfers(
        client,
        `SELECT h.id, a.id, $2::bigint, 'demo_grant', 'user:' || a.owner_id || ':demo-grant'
           FROM ledger_accounts a, ledger_accounts h
          WHERE a.owner_id = ANY($1::uuid[]) AND a.kind = 'user' AND a.mode = 'demo'
            AND h.owner_id IS NULL AND h.kind = 'house' AND h.mode = 'demo'`,
        [ids, toCents(DEMO_STARTING_BALANCE)],
      );
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
  const users: BenchUser[] = (
    await pool.query(
      `SELECT u.id, ua.id AS "userAccount", ea.id AS "escrowAccount", ua.balance::bigint AS balance
         FROM unnest($1::text[]) WITH ORDINALITY e(email, n) JOIN users u ON u.email = e.email
         JOIN ledger_accounts ua ON ua.owner_id = u.id AND ua.kind = 'user' AND ua.mode = 'demo'
         JOIN ledger_accounts ea ON ea.owner_id = u.id AND ea.kind = 'escrow' AND ea.mode = 'demo'
        ORDER BY e.n`,
      [emails],
    )
  ).rows.map((r: BenchUser) => ({ ...r, balance: Number(r.balance) }));
  const short = users.filter((u) => u.balance < needCents).length;
  if (users.length !== USERS || short) {
    throw new Error(`${short} of the bench users lack the demo balance for their trades: use another database or fewer trades per user`);
  }
  return { users, created };
}

/**
 * Writes transfers selected by `select` (debit, credit, amount, kind, reference) and moves the cached
 * balances of their accounts in the same statement, as the ledger's SQL function ledger_apply_transfers does.
 */
async function applyTransfers(client: PoolClient, select: string, params: unknown[]): Promise<void> {
  await client.query(
    `WITH t AS (
       INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount, kind, reference) ${select}
       RETURNING debit_account_id, credit_account_id, amount),
     d AS (
       SELECT account_id, sum(delta) AS delta FROM (
         SELECT debit_account_id AS account_id, -amount AS delta FROM t
         UNION ALL SELECT credit_account_id, amount FROM t) x
       GROUP BY account_id)
     UPDATE ledger_accounts a SET balance = a.balance + d.delta FROM d WHERE a.id = d.account_id`,
    params,
  );
}

/** The trades and their stake holds, in one transaction (the rows a burst of submits would leave). */
async function insertTrades(pool: Pool, users: BenchUser[], prices: Map<string, string>, expiry: number): Promise<{ ids: Set<string>; staked: number }> {
  const duration = config.tradeDurations[0];
  const cols = {
    user: [] as string[],
    type: [] as string[],
    symbol: [] as string[],
    side: [] as string[],
    amount: [] as number[],
    option: [] as number[],
    percent: [] as number[],
    price: [] as string[],
  };
  let staked = 0;
  for (let i = 0; i < TRADES; i++) {
    const instrument = INSTRUMENTS[i % INSTRUMENTS.length];
    const option = STRIKE_RATES[Math.floor(Math.random() * STRIKE_RATES.length)];
    const side = TRADE_MODES[Math.floor(Math.random() * 2)];
    const amount = (1 + Math.floor(Math.random() * (MAX_STAKE_CENTS / 100))) * 100;
    cols.user.push(users[i % users.length].id);
    cols.type.push(instrument.trading_type);
    cols.symbol.push(instrument.symbol);
    cols.side.push(side);
    cols.amount.push(amount);
    cols.option.push(option.value);
    cols.percent.push(payoutPercent(option, side));
    cols.price.push(must(prices.get(instrument.symbol), `a fresh price of ${instrument.symbol}`));
    staked += amount;
  }
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Lock the bench users' demo accounts in id order, as every ledger writer does.
    await client.query(`SELECT id FROM ledger_accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`, [
      users.flatMap((u) => [u.userAccount, u.escrowAccount]),
    ]);
    const rows = (
      await client.query<{ id: string }>(
        `INSERT INTO trades (user_id, mode, trading_type, symbol, trade_mode, amount, strike_rate, payout_percent, duration, open_price, opened_at, expires_at)
         SELECT u, 'demo', tt, s, tm, a, sr, pp, $9, op, $10, $11
           FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::int[], $7::int[], $8::numeric[]) AS x(u, tt, s, tm, a, sr, pp, op)
         RETURNING id`,
        [
          cols.user,
          cols.type,
          cols.symbol,
          cols.side,
          cols.amount,
          cols.option,
          cols.percent,
          cols.price,
          duration,
          new Date(expiry - duration * 1000),
          new Date(expiry),
        ],
      )
    ).rows;
    const ids = rows.map((r) => r.id);
    await applyTransfers(
      client,
      `SELECT ua.id, ea.id, t.amount, 'trade_stake', 'trade:' || t.id || ':stake'
         FROM trades t
         JOIN ledger_accounts ua ON ua.owner_id = t.user_id AND ua.kind = 'user' AND ua.mode = t.mode
         JOIN ledger_accounts ea ON ea.owner_id = t.user_id AND ea.kind = 'escrow' AND ea.mode = t.mode
        WHERE t.id = ANY($1::bigint[])`,
      [ids],
    );
    await client.query('COMMIT');
    return { ids: new Set(ids), staked };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

interface EventWatch {
  /** trade:settled events received so far, counted without decoding them (any trade's). */
  arrived(): number;
  /** Decodes what was received: fills the fields below. */
  decode(): void;
  settled: Set<string>;
  duplicates: number;
  firstSettled?: number;
  lastSettled?: number;
  balanceUpdates: number;
  balanceUsers: Set<string>;
}

/**
 * Counts the trade:settled events of our trades and the balance:updated of our users, as published.
 * Messages of the user-events channel are kept with their arrival time and decoded after the run
 * (decode()): decoding 9 MB of JSON while the stack settles would take the bench's share of the
 * machine's two cores from the stack. Meanwhile they are only counted, by searching for the event's name.
 */
function watchEvents(sub: Redis, ids: Set<string>, users: BenchUser[]): EventWatch {
  const ours = new Set(users.map((u) => u.id));
  const received: { at: number; message: string }[] = [];
  let arrived = 0;
  const seen = (at: number, user: string | undefined, event: string | undefined, payload: unknown) => {
    if (event === 'trade:settled') {
      const id = String((payload as { trade: { trade_id: number } }).trade.trade_id);
      if (!ids.has(id)) return;
      if (w.settled.has(id)) w.duplicates++;
      w.settled.add(id);
      w.firstSettled ??= at;
      w.lastSettled = at;
    } else if (event === 'balance:updated') {
      if (user && ours.has(user)) {
        w.balanceUpdates++;
        w.balanceUsers.add(user);
      }
    }
  };
  const w: EventWatch = {
    arrived: () => arrived,
    decode: () => {
      for (const { at, message } of received.splice(0)) {
        for (const { userId, events } of decodeUserEventsMessage(message)) for (const e of events) seen(at, userId, e.event, e.payload);
      }
    },
    settled: new Set(),
    duplicates: 0,
    balanceUpdates: 0,
    balanceUsers: new Set(),
  };
  sub.on('pmessageBuffer', (_pattern: Buffer, channel: Buffer, message: Buffer) => {
    const at = Date.now();
    // The socket.io Redis emitter's own encoding (notepack.io, a dependency of @socket.io/redis-emitter): its decode answers `any`.
    const [, packet] = decodeNotepack(message) as [string, { data?: [string, Record<string, unknown>] }];
    const [event, payload] = packet.data ?? [];
    if (event === 'trade:settled') arrived++;
    seen(at, /#user:([^#]+)#$/.exec(channel.toString())?.[1], event, payload);
  });
  sub.on('message', (_channel: string, message: string) => {
    received.push({ at: Date.now(), message });
    for (let i = message.indexOf(SETTLED_EVENT); i >= 0; i = message.indexOf(SETTLED_EVENT, i + SETTLED_EVENT.length)) arrived++;
  });
  return w;
}

/** How a trade:settled event starts in a user-events message. */
const SETTLED_EVENT = '"event":"trade:settled"';

interface JobWatch {
  active?: number;
  completed?: number;
  result?: { settled: number; unpriced: number };
  failures: string[];
}

function watchJob(events: QueueEvents, jobId: string): JobWatch {
  const w: JobWatch = { failures: [] };
  events.on('active', ({ jobId: id }, eventId) => {
    if (id === jobId) w.active ??= streamTime(eventId);
  });
  events.on('completed', ({ jobId: id, returnvalue }, eventId) => {
    if (id !== jobId) return;
    w.completed = streamTime(eventId);
    w.result = (typeof returnvalue === 'string' ? JSON.parse(returnvalue) : returnvalue) as JobWatch['result'];
  });
  events.on('failed', ({ jobId: id, failedReason }) => {
    if (id === jobId) w.failures.push(failedReason);
  });
  return w;
}

/** When no Pending trade of that second is left (cheap: the list of Pending trades, indexed by expiry). */
async function pollSettled(pool: Pool, expiry: number, deadline: number): Promise<number | undefined> {
  const client = await pool.connect();
  try {
    while (Date.now() < expiry) await sleep(Math.min(POLL_MS, expiry - Date.now()));
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ pending: boolean }>(`SELECT EXISTS (SELECT 1 FROM pending_trades WHERE expires_at = $1) AS pending`, [
        new Date(expiry),
      ]);
      if (!rows[0].pending) return Date.now();
      await sleep(POLL_MS);
    }
    return undefined;
  } finally {
    client.release();
  }
}

interface CpuTimes {
  busy: number;
  total: number;
}

/** The machine's CPU counters (Linux /proc/stat), to tell a slow run from a busy machine. */
function cpuTimes(): CpuTimes | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
    return { busy: total - fields[3] - fields[4], total };
  } catch {
    return undefined;
  }
}

function busyShare(from?: CpuTimes, to?: CpuTimes): number | undefined {
  if (!from || !to || to.total <= from.total) return undefined;
  return (to.busy - from.busy) / (to.total - from.total);
}

function redactUrl(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

main().catch((err: Error) => {
  console.error(`bench:settle failed: ${err.message}`);
  process.exit(2);
});
