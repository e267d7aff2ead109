import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Redis from 'ioredis';
import { run, track } from './cleanup';
import { freePort, until } from '../../support/ports';

/**
 * A Redis Cluster of the spec's own: `size` masters without replicas or persistence, each
 * `redis-server --cluster-enabled yes` on free ports (its cluster bus too, `--cluster-port`: port + 10000
 * may be past 65535), joined by `redis-cli --cluster create`. Its processes are tracked for cleanup as
 * PrivateRedis's are. Never the machine's Redis.
 */
export class PrivateRedisCluster {
  private constructor(readonly ports: number[]) {}

  static async start(tmp: string, size = 3): Promise<PrivateRedisCluster> {
    const ports: number[] = [];
    for (let i = 0; i < size; i++) {
      const [port, bus] = [await freePort(), await freePort()];
      const dir = join(tmp, `redis-cluster-${port}`);
      mkdirSync(dir, { recursive: true });
      const args = ['--port', String(port), '--cluster-port', String(bus), '--bind', '127.0.0.1', '--cluster-enabled', 'yes'];
      args.push('--cluster-config-file', join(dir, 'nodes.conf'), '--dir', dir, '--save', '', '--appendonly', 'no');
      track(spawn('redis-server', args, { stdio: 'ignore' }));
      ports.push(port);
    }
    const cluster = new PrivateRedisCluster(ports);
    for (const port of ports) await until(`redis-server on port ${port}`, async () => (await cluster.command(port, (c) => c.ping())) === 'PONG', 10000, 50);
    run('redis-cli', ['--cluster', 'create', ...cluster.nodes.split(','), '--cluster-replicas', '0', '--cluster-yes']);
    for (const port of ports) {
      await until(
        `cluster_state:ok on port ${port}`,
        async () => (await cluster.command(port, (c) => c.cluster('INFO'))).includes('cluster_state:ok'),
        20000,
        100,
      );
    }
    return cluster;
  }

  /** REDIS_CLUSTER_NODES. */
  get nodes(): string {
    return this.ports.map((p) => `127.0.0.1:${p}`).join(',');
  }

  /** Every key each node holds, by port (a spec's own small cluster: KEYS is fine). */
  async keysByNode(): Promise<Map<number, string[]>> {
    return new Map(await Promise.all(this.ports.map(async (port) => [port, await this.command(port, (c) => c.keys('*'))] as const)));
  }

  /** One command on a short-lived connection to one node that fails fast instead of retrying. */
  async command<T>(port: number, fn: (c: Redis) => Promise<T>): Promise<T> {
    const c = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1000 });
    try {
      await c.connect();
      return await fn(c);
    } finally {
      c.disconnect();
    }
  }
}
