/**
 * Setup and teardown of the bare prototype for `npm run bench:submit -- --vs-raw`: a database of its
 * own (raw_bench_<pid>, made from DATABASE_URL's server and dropped after), one account per bench user,
 * the prototype (raw-submit-server.js) in a child process, and its BullMQ keys removed at the end.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import IORedis from 'ioredis';
import { Client } from 'pg';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORT = Number(process.env.RAW_PORT ?? 3199);

function withDb(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

async function sql(url: string, text: string): Promise<void> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

/** Runs `drive` against the prototype at its URL, with `accounts` accounts (ids 0..accounts-1). */
export async function withRawServer<T>(accounts: number, drive: (url: string) => Promise<T>): Promise<T> {
  const db = `raw_bench_${process.pid}`;
  const prefix = `raw-bench-${process.pid}`;
  const admin = withDb(ADMIN_URL, 'postgres');
  const url = withDb(ADMIN_URL, db);
  await sql(admin, `CREATE DATABASE ${db}`);
  const child = { proc: undefined as ReturnType<typeof spawn> | undefined };
  try {
    await sql(
      url,
      `CREATE TABLE raw_bench_accounts (id int PRIMARY KEY, balance numeric(20,2) NOT NULL);
       CREATE TABLE raw_bench_trades (id bigserial PRIMARY KEY, account_id int NOT NULL REFERENCES raw_bench_accounts(id),
         amount numeric(20,2) NOT NULL, symbol text NOT NULL, trade_mode text NOT NULL, expires_at timestamptz NOT NULL,
         status text NOT NULL DEFAULT 'Pending', created_at timestamptz NOT NULL DEFAULT now());
       INSERT INTO raw_bench_accounts SELECT g, 1000000000 FROM generate_series(0, ${accounts - 1}) g;`,
    );
    const proc = spawn(process.execPath, [join(__dirname, 'raw-submit-server.js')], {
      env: { ...process.env, RAW_PORT: String(PORT), RAW_DATABASE_URL: url, REDIS_URL, RAW_PREFIX: prefix, RAW_QUEUE: 'raw-bench' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.proc = proc;
    await new Promise<void>((resolve, reject) => {
      proc.stdout.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
      proc.on('exit', (code) => reject(new Error(`the prototype exited with ${code}`)));
    });
    return await drive(`http://127.0.0.1:${PORT}`);
  } finally {
    if (child.proc && child.proc.exitCode === null) {
      const p = child.proc;
      await new Promise<void>((resolve) => {
        p.on('exit', () => resolve());
        p.kill('SIGTERM');
      });
    }
    await sql(admin, `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    const redis = new IORedis(REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
}
