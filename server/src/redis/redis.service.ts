import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/** The process's Redis connection for commands, and the key prefix of this deployment. */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  readonly client: Redis;
  readonly prefix: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.prefix = config.redisPrefix;
    this.client = this.connect('commands');
  }

  key(name: string): string {
    return this.prefix + name;
  }

  /** A new connection (pub/sub needs its own); BullMQ requires maxRetriesPerRequest null. */
  connect(name: string): Redis {
    return new Redis(this.config.redisUrl, { maxRetriesPerRequest: null, connectionName: `${this.prefix}${name}`, enableAutoPipelining: true });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.quit().catch(() => undefined);
  }
}
