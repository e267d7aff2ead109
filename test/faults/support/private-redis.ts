import { ChildProcess, spawn } from 'node:child_process';
import Redis from 'ioredis';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { killNow, track } from './cleanup';
import { freePort, portOpen, until } from '../../support/ports';

/**
 * A Redis server of the spec's own on a free port, without persistence: stopping it and starting it
 * again on the same port is a Redis restart with data loss. Never the machine's Redis.
 */
export class PrivateRedis {
  private child?: ChildProcess;

  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  static async start(tmp: string): Promise<PrivateRedis> {
    const dir = join(tmp, 'redis');
    mkdirSync(dir, { recursive: true });
    const r = new PrivateRedis(await freePort(), dir);
    await r.start();
    return r;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', this.dir, '--enable-debug-command', 'local'];
    this.child = track(spawn('redis-server', args, { stdio: 'ignore' }));
    await until(`redis-server on port ${this.port}`, () => this.ping(), 10000, 50);
  }

  /** kill -9: whatever it held is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise((r) => child.once('exit', r));
    killNow(child);
    await exited;
    await until(`port ${this.port} closed`, async () => !(await portOpen(this.port)), 5000, 50);
  }

  async flushAll(): Promise<void> {
    await this.command((c) => c.flushall());
  }

  async ping(): Promise<boolean> {
    return (await this.command((c) => c.ping())) === 'PONG';
  }

  /** One command on a short-lived connection that fails fast instead of retrying. */
  async command<T>(fn: (c: Redis) => Promise<T>): Promise<T> {
    const c = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1000 });
    try {
      await c.connect();
      return await fn(c);
    } finally {
      c.disconnect();
    }
  }
}
