import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CONNECTION_KINDS, ConnectionKind, redisUrlOptions } from './redis-options';
import { redisOutages } from './redis-outage';
import { failFastWhileStalled } from './stall-breaker';

/** The process's Redis connection for commands, and the key prefix of this deployment. */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  /** Fails a command within about a second while Redis is away (see CONNECTION_KINDS): never a hang. */
  readonly client: Redis;
  readonly prefix: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.prefix = config.redisPrefix;
    this.client = this.connect('commands', 'commands');
  }

  key(name: string): string {
    return this.prefix + name;
  }

  /** Whether the command connection is up now (a caller may skip best-effort work while it is not). */
  get isUp(): boolean {
    return this.client.status === 'ready';
  }

  /** A new connection (pub/sub needs its own), watched for outages; it reconnects by itself. */
  connect(name: string, kind: ConnectionKind = 'blocking'): Redis {
    const client = new Redis({
      ...redisUrlOptions(this.config.redisUrl),
      ...CONNECTION_KINDS[kind],
      connectionName: `${this.prefix}${name}`,
      enableAutoPipelining: true,
    });
    redisOutages.watch(client, name);
    if (kind === 'commands') failFastWhileStalled(client);
    // Commands sent before the first connection wait for it (start-up); after that, a command sent
    // while Redis is away fails at once instead of waiting its commandTimeout in the offline queue.
    if (kind === 'commands') client.once('ready', () => (client.options.enableOfflineQueue = false));
    return client;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.quit().catch(() => undefined);
  }
}
