import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { must } from '../../support/must';
import { AppProcesses, ARTIFACTS, ROOT } from './app-processes';
import { cleanupAll, run, startReaper, trackTempDir } from './cleanup';
import { PrivatePostgres } from './private-postgres';
import { PrivateRedis } from './private-redis';
import { PrivateRedisCluster } from './private-redis-cluster';
import { Probe } from './probe';

/** One fault spec's world: its own Redis, PostgreSQL cluster, database, API and worker. */
export interface FaultEnv {
  name: string;
  tmp: string;
  /** With `redisCluster`, idle: the apps use the cluster (a spec can check nothing reached it). */
  redis: PrivateRedis;
  redisCluster?: PrivateRedisCluster;
  pg: PrivatePostgres;
  databaseUrl: string;
  prefix: string;
  /** Absent when the spec runs the app another way (npm start). */
  apps?: AppProcesses;
  probe: Probe;
  close(): Promise<void>;
}

/** The env's API and worker: there unless the spec started the env with `apps: false`. */
export function appsOf(env: FaultEnv): AppProcesses {
  return must(env.apps, `the API and worker of fault env ${env.name} (started with apps: false)`);
}

export interface FaultEnvOptions {
  /** false: no API and worker (the spec runs them through npm start). */
  apps?: boolean;
  /** Variables on top of the fault suite's app environment. */
  env?: Record<string, string>;
  /** Run the API and worker against a Redis Cluster of three masters of the spec's own (REDIS_CLUSTER_NODES). */
  redisCluster?: boolean;
}

export async function startFaultEnv(name: string, o: FaultEnvOptions = {}): Promise<FaultEnv> {
  try {
    return await setUp(name, o);
  } catch (err) {
    await cleanupAll();
    throw err;
  }
}

async function setUp(name: string, o: FaultEnvOptions): Promise<FaultEnv> {
  const logs = join(ARTIFACTS, 'logs');
  mkdirSync(logs, { recursive: true });
  for (const f of readdirSync(logs)) if (f.startsWith(`${name}.`)) rmSync(join(logs, f), { force: true });

  const tmp = trackTempDir(mkdtempSync(join(tmpdir(), `fault-${name}-`)));
  const redis = await PrivateRedis.start(tmp);
  const redisCluster = o.redisCluster ? await PrivateRedisCluster.start(tmp) : undefined;
  const pg = await PrivatePostgres.start(tmp);
  startReaper(tmp, pg.pgCtl, pg.data);
  const databaseUrl = await pg.createDatabase('trading');
  run('node', [join(ROOT, 'dist/server/src/database/migrate.js')], { env: { PATH: process.env.PATH, NODE_ENV: 'test', DATABASE_URL: databaseUrl } });
  const prefix = `fault-${name}-${randomUUID().slice(0, 8)}`;
  const uploadDir = join(tmp, 'uploads');
  mkdirSync(uploadDir);
  const apps =
    o.apps === false
      ? undefined
      : await AppProcesses.start(name, { databaseUrl, redisUrl: redis.url, prefix, uploadDir, redisClusterNodes: redisCluster?.nodes }, o.env);
  return {
    name,
    tmp,
    redis,
    redisCluster,
    pg,
    databaseUrl,
    prefix,
    apps,
    probe: new Probe(databaseUrl),
    close: async () => {
      await apps?.stop();
      await cleanupAll();
    },
  };
}

/** Writes a spec's figures to .test-artifacts/faults/<fault>.json and prints them on one line. */
export function writeFigures(name: string, figures: Record<string, unknown>): void {
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(join(ARTIFACTS, `${name}.json`), JSON.stringify({ fault: name, at: new Date().toISOString(), ...figures }, null, 2) + '\n');
  // Scalars as they are, small objects and lists as JSON: a CI log that keeps only the console names what failed.
  const flat = Object.entries(figures)
    .map(([k, v]) => [k, typeof v === 'object' && v !== null ? JSON.stringify(v) : v] as const)
    .filter(([, v]) => v === null || typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && !v.includes('\n') && v.length <= 400))
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(' ');
  console.log(`fault ${name}: ${flat}`);
}
