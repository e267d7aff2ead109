// Makes sure PostgreSQL and Redis answer before the app or the tests start: starts them when they
// are installed locally but stopped, and says exactly what is missing otherwise.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';

export const DEFAULTS = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/trading',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

const LOCAL = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

function reachable(host, port, timeoutMs = 1500) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: host.replace(/^\[|\]$/g, ''), port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

async function waitUntil(host, port, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    if (await reachable(host, port, 500)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

function startPostgres() {
  if (!has('pg_ctlcluster') || !existsSync('/etc/postgresql')) return false;
  for (const version of readdirSync('/etc/postgresql')) {
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
  }
  return true;
}

function startRedis(port) {
  if (!has('redis-server')) return false;
  execFileSync('redis-server', ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'inherit',
  });
  return true;
}

export async function ensureServices(env = process.env) {
  const db = new URL(env.DATABASE_URL ?? DEFAULTS.DATABASE_URL);
  const redis = new URL(env.REDIS_URL ?? DEFAULTS.REDIS_URL);
  const dbPort = Number(db.port || 5432);
  const redisPort = Number(redis.port || 6379);
  const missing = [];

  if (!(await reachable(db.hostname, dbPort))) {
    if (LOCAL.has(db.hostname) && startPostgres() && (await waitUntil(db.hostname, dbPort, 20))) {
      console.log('Started the local PostgreSQL server.');
    } else {
      missing.push(
        `PostgreSQL at ${db.hostname}:${dbPort} is not reachable. Install and start it (Debian: apt-get install postgresql), or run \`docker compose up -d postgres redis\`, or set DATABASE_URL.`,
      );
    }
  }
  if (!(await reachable(redis.hostname, redisPort))) {
    if (LOCAL.has(redis.hostname) && startRedis(redisPort) && (await waitUntil(redis.hostname, redisPort, 10))) {
      console.log('Started the local Redis server.');
    } else {
      missing.push(
        `Redis at ${redis.hostname}:${redisPort} is not reachable. Install and start it (Debian: apt-get install redis-server), or run \`docker compose up -d postgres redis\`, or set REDIS_URL.`,
      );
    }
  }
  if (missing.length) {
    for (const m of missing) console.error(m);
    process.exit(1);
  }
}
