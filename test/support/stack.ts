import { ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { must } from './must';
import { freePort } from './ports';
import { TEST_REDIS_URL } from './test-database';

export interface Stack {
  url: string;
  prefix: string;
  /** The administrator the API created at start (ADMIN_EMAIL / ADMIN_PASSWORD), one per stack. */
  admin: { email: string; password: string };
  stop(): Promise<void>;
}

const ROOT = join(__dirname, '..', '..');

/**
 * Runs the built API and worker as real processes (as `npm start` does) on a free port, against
 * the test run's database, a Redis prefix and an upload folder of their own. Needs `npm run build` first.
 */
export async function startStack(opts: { durations?: string; env?: Record<string, string> } = {}): Promise<Stack> {
  const port = await freePort();
  const id = randomUUID().slice(0, 8);
  const prefix = `test:${process.env.TEST_RUN_ID}:${id}`;
  const admin = { email: `admin-${id}@stack.example.com`, password: `admin-password-${id}` };
  const uploadDir = mkdtempSync(join(tmpdir(), 'trading-stack-uploads-'));
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_URL: must(process.env.TEST_DATABASE_URL, 'TEST_DATABASE_URL (set by test/support/global-setup.ts)'),
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: prefix,
    TRADE_DURATIONS: opts.durations ?? '2,60',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    // Its own uploads, and the sign-in limits meant for people raised for the tests' many sign-ins.
    UPLOAD_DIR: uploadDir,
    RATE_LIMIT_FACTOR: '1000',
    // A replayed burst gives one user many submits at once: the per-user bound has its own test.
    MONEY_REQUESTS_IN_FLIGHT_PER_USER: '1000',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...opts.env,
  };
  const children: ChildProcess[] = ['main', 'worker'].map((entry) =>
    spawn('node', [join(ROOT, 'dist/server/src', `${entry}.js`)], { env, stdio: ['ignore', 'inherit', 'inherit'] }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30000;
  for (;;) {
    const ready = await fetch(`${url}/api/market/prices`)
      .then(async (r) => r.ok && ((await r.json()) as { data: unknown[] }).data.length > 0)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline || children.some((c) => c.exitCode !== null)) {
      children.forEach((c) => c.kill('SIGKILL'));
      rmSync(uploadDir, { recursive: true, force: true });
      throw new Error('The stack did not start: is it built (npm run build)?');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    prefix,
    admin,
    stop: async () => {
      await Promise.all(
        children.map(
          (c) =>
            new Promise<void>((resolve) => {
              if (c.exitCode !== null) return resolve();
              c.once('exit', () => resolve());
              c.kill('SIGTERM');
              setTimeout(() => c.kill('SIGKILL'), 5000).unref();
            }),
        ),
      );
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
