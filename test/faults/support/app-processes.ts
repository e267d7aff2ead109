import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { killNow, track } from './cleanup';
import { must } from '../../support/must';
import { freePort, GaveUp, until } from '../../support/ports';

export const ROOT = join(__dirname, '..', '..', '..');
export const ARTIFACTS = join(ROOT, '.test-artifacts', 'faults');

export interface AppEnvOptions {
  databaseUrl: string;
  redisUrl: string;
  prefix: string;
  port: number;
  uploadDir: string;
  /** REDIS_CLUSTER_NODES: run against this Redis Cluster (REDIS_URL then gives only credentials). */
  redisClusterNodes?: string;
}

/** The environment the built API and worker run with in a fault spec: short trades, a fast feed, no rate limits in the way. */
export function appEnv(o: AppEnvOptions): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    PORT: String(o.port),
    DATABASE_URL: o.databaseUrl,
    REDIS_URL: o.redisUrl,
    REDIS_PREFIX: o.prefix,
    TRADE_DURATIONS: '2,3,5',
    LOG_LEVEL: process.env.FAULT_LOG_LEVEL ?? 'warn',
    FEED_INTERVAL_MS: '250',
    RATE_LIMIT_FACTOR: '1000',
    UPLOAD_DIR: o.uploadDir,
    JWT_SECRET: randomBytes(24).toString('hex'),
    ...(o.redisClusterNodes && { REDIS_CLUSTER_NODES: o.redisClusterNodes }),
  };
}

/** Appends a process's stdout and stderr to .test-artifacts/faults/logs/<name>.log, kept for the report. */
export function logFile(name: string): number {
  const dir = join(ARTIFACTS, 'logs');
  mkdirSync(dir, { recursive: true });
  return openSync(join(dir, `${name}.log`), 'a');
}

/** The built API and worker (dist/) as child processes of the spec, each killable and restartable. */
export class AppProcesses {
  api?: ChildProcess;
  worker?: ChildProcess;
  readonly url: string;

  private constructor(
    private readonly fault: string,
    readonly env: NodeJS.ProcessEnv,
  ) {
    this.url = `http://127.0.0.1:${env.PORT}`;
  }

  static async start(fault: string, o: Omit<AppEnvOptions, 'port'>, extra: Record<string, string> = {}): Promise<AppProcesses> {
    const apps = new AppProcesses(fault, { ...appEnv({ ...o, port: await freePort() }), ...extra });
    apps.startWorker();
    apps.startApi();
    await apps.waitReady();
    return apps;
  }

  startApi(): void {
    this.api = this.launch('api', 'main.js');
  }

  /** `extra`: variables on top of the env's, for this worker only. */
  startWorker(extra: Record<string, string> = {}): void {
    this.worker = this.launch('worker', 'worker.js', extra);
  }

  /** Sends the signal (SIGTERM: a pod's stop) and waits for the exit, SIGKILL after `killAfterMs`; answers how it ended. */
  async signal(which: 'api' | 'worker', signal: NodeJS.Signals, killAfterMs: number): Promise<Exit> {
    const child = must(this[which], `the ${which} process`);
    const at = Date.now();
    const exited = new Promise<Exit>((resolve) =>
      child.once('exit', (code, sig) => resolve({ code, signal: sig, ms: Date.now() - at, killed: sig === 'SIGKILL' })),
    );
    child.kill(signal);
    const kill = setTimeout(() => killNow(child), killAfterMs);
    const exit = await exited;
    clearTimeout(kill);
    return exit;
  }

  /** kill -9 the worker; resolves once it is gone. */
  async killWorker(): Promise<void> {
    const w = this.worker;
    if (!w || w.exitCode !== null || w.signalCode !== null) return;
    const gone = new Promise((r) => w.once('exit', r));
    killNow(w);
    await gone;
  }

  /** SIGSTOP the worker: it holds its lease and its connections but does nothing (a frozen feed leader). */
  freezeWorker(): void {
    this.worker?.kill('SIGSTOP');
  }

  thawWorker(): void {
    this.worker?.kill('SIGCONT');
  }

  /** The API answers and prices are published (the worker's feed runs). */
  async waitReady(timeoutMs = 30000): Promise<void> {
    await until(
      'the API and the price feed',
      async () => {
        if ([this.api, this.worker].some((c) => c && c.exitCode !== null)) throw new GaveUp('a process exited');
        const r = await fetch(`${this.url}/api/market/prices`, { signal: AbortSignal.timeout(2000) });
        return r.ok && ((await r.json()) as { data: unknown[] }).data.length > 0;
      },
      timeoutMs,
      200,
    ).catch((err: Error) => {
      throw new Error(`${err.message} (see .test-artifacts/faults/logs/${this.fault}.*.log)`);
    });
  }

  async stop(): Promise<void> {
    await Promise.all([this.api, this.worker].filter((c) => c !== undefined).map(terminate));
  }

  private launch(name: string, entry: string, extra: Record<string, string> = {}): ChildProcess {
    const fd = logFile(`${this.fault}.${name}`);
    const child = spawn('node', [join(ROOT, 'dist/server/src', entry)], { env: { ...this.env, ...extra }, stdio: ['ignore', fd, fd] });
    closeSync(fd);
    return track(child);
  }
}

/** How a process ended after a signal, and how long after it. */
export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  ms: number;
  /** It did not stop by itself in time. */
  killed: boolean;
}

/** SIGTERM, then SIGKILL after 5 s. */
export function terminate(c: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (c.exitCode !== null || c.signalCode !== null) return resolve();
    c.once('exit', () => resolve());
    c.kill('SIGTERM');
    setTimeout(() => killNow(c), 5000).unref();
  });
}
