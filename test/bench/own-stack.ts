/**
 * A stack of a bench's own: a fresh database (dropped first if it exists, then migrated; PostgreSQL at
 * TEST_ADMIN_DATABASE_URL), a Redis prefix (TEST_REDIS_URL), a temporary folder for DATA_DIR and
 * UPLOAD_DIR, and the built API and worker (dist) as processes on a free port, as `npm start` runs them.
 * `stop()` ends those two processes (its own children only) and removes the database (unless `keepDatabase`),
 * the prefix's keys and the folder.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../../server/src/database/migrate';
import { must } from '../support/must';
import { freePort, sleep } from '../support/ports';
import { databaseUrl, deleteRedisPrefix, dropDatabase, TEST_REDIS_URL } from '../support/test-database';

export interface OwnStack {
  url: string;
  databaseUrl: string;
  /** The temporary folder (DATA_DIR and UPLOAD_DIR are in it); removed by stop(). */
  dir: string;
  pids: { api: number; worker: number };
  /** A plain function (no `this`): it can be handed on as it is. */
  stop: () => Promise<void>;
}

export interface OwnStackOptions {
  /** The database's name, e.g. bench_decisions_<run>. */
  database: string;
  prefix: string;
  /** Added to (and overriding) the stack's environment: RATE_LIMIT_FACTOR=1000, LOG_LEVEL=warn (BENCH_LOG_LEVEL)... */
  env?: Record<string, string>;
  keepDatabase?: boolean;
  /** A file for the API's and worker's output (appended); by default they write to this process's. */
  logFile?: string;
}

/** Answers once the API serves prices (the worker's feed runs). */
export async function startOwnStack(o: OwnStackOptions): Promise<OwnStack> {
  const url = databaseUrl(o.database);
  const dir = mkdtempSync(join(tmpdir(), `${o.database}-`));
  let children: ChildProcess[] = [];
  const stopChildren = () =>
    Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null || c.signalCode !== null) return resolve();
            c.once('exit', () => resolve());
            c.kill('SIGTERM');
            setTimeout(() => c.kill('SIGKILL'), 5000).unref();
          }),
      ),
    );
  const stop = async () => {
    await stopChildren();
    await deleteRedisPrefix(o.prefix);
    if (!o.keepDatabase) await dropDatabase(o.database);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await dropDatabase(o.database);
    await migrate(url);
    const port = await freePort();
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      DATABASE_URL: url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: o.prefix,
      // Many sign-ups from one address: the limits meant for people raised.
      RATE_LIMIT_FACTOR: '1000',
      UPLOAD_DIR: join(dir, 'uploads'),
      DATA_DIR: join(dir, 'data'),
      SMTP_URL: '',
      ...o.env,
    };
    const out = o.logFile ? openSync(o.logFile, 'a') : 'inherit';
    // This file runs from dist/test/bench: the server is built beside it (test/support's startStack resolves from the sources).
    children = ['main', 'worker'].map((entry) =>
      spawn(process.execPath, [join(__dirname, '..', '..', 'server', 'src', `${entry}.js`)], { env, stdio: ['ignore', out, out] }),
    );
    if (typeof out === 'number') closeSync(out);
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 30_000;
    for (;;) {
      const ready = await fetch(`${base}/api/market/prices`)
        .then(async (r) => r.ok && ((await r.json()) as { data: unknown[] }).data.length > 0)
        .catch(() => false);
      if (ready) {
        const [api, worker] = children;
        return {
          url: base,
          databaseUrl: url,
          dir,
          pids: { api: must(api.pid, 'the API process id'), worker: must(worker.pid, 'the worker process id') },
          stop,
        };
      }
      if (Date.now() > deadline || children.some((c) => c.exitCode !== null)) throw new Error('the stack did not start: is it built (npx nest build)?');
      await sleep(250);
    }
  } catch (err) {
    await stop();
    throw err;
  }
}
