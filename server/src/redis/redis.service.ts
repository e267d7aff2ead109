import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { clusterClient, CONNECTION_KINDS, ConnectionKind, RedisClient, redisUrlOptions } from './redis-options';
import { redisOutages } from './redis-outage';
import { failFastWhileStalled } from './stall-breaker';

/** The process's Redis connection for commands, and the key prefix of this deployment. */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  /** Fails a command within about a second while Redis is away (see CONNECTION_KINDS): never a hang. */
  readonly client: RedisClient;
  readonly prefix: string;
  /**
   * A Redis Cluster (REDIS_CLUSTER_NODES): pub/sub is sharded there (SPUBLISH, SSUBSCRIBE), so a message
   * goes to its channel's shard only instead of to every node; the deployment's channels share its keys' slot.
   */
  readonly cluster: boolean;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.prefix = config.redisPrefix;
    this.cluster = config.redisCluster !== undefined;
    this.client = this.connect('commands', 'commands');
  }

  key(name: string): string {
    return this.prefix + name;
  }

  /** Whether the command connection is up now (a caller may skip best-effort work while it is not). */
  get isUp(): boolean {
    return this.client.status === 'ready';
  }

  /**
   * A new connection (pub/sub needs its own), watched for outages; it reconnects by itself. In a cluster,
   * `subscriber` gives it a subscriber per shard for `subscribe`.
   */
  connect(name: string, kind: ConnectionKind = 'blocking', { subscriber = false } = {}): RedisClient {
    const options = {
      ...redisUrlOptions(this.config.redisUrl),
      ...CONNECTION_KINDS[kind],
      connectionName: `${this.prefix}${name}`,
      enableAutoPipelining: true,
    };
    const client = this.config.redisCluster ? clusterClient(this.config.redisCluster, options, subscriber) : new Redis(options);
    redisOutages.watch(client, name);
    if (kind === 'commands') failFastWhileStalled(client);
    // Commands sent before the first connection wait for it (start-up); after that, a command sent
    // while Redis is away fails at once instead of waiting its commandTimeout in the offline queue.
    if (kind === 'commands') client.once('ready', () => (client.options.enableOfflineQueue = false));
    return client;
  }

  /** Publishes on one of the deployment's channels with the command connection (SPUBLISH in a cluster). */
  publish(channel: string, message: string | Buffer): Promise<unknown> {
    return this.cluster ? this.client.spublish(channel, message) : this.client.publish(channel, message);
  }

  /** Calls `onMessage` with each message of `channel` on a connection from `connect` (SSUBSCRIBE in a cluster). */
  subscribe(connection: RedisClient, channel: string, onMessage: (message: string) => void): void {
    connection.on(this.cluster ? 'smessage' : 'message', (from: string, message: string) => {
      if (from === channel) onMessage(message);
    });
    void (this.cluster ? connection.ssubscribe(channel) : connection.subscribe(channel)).catch(() => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.quit().catch(() => undefined);
  }
}
