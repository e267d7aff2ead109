import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { QUEUES } from './jobs';

export function redisConnectionOptions(url: string) {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0,
    tls: u.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}

@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      // BullMQ adds its own ':' after the prefix.
      useFactory: (config: AppConfig) => ({ connection: redisConnectionOptions(config.redisUrl), prefix: config.redisPrefix.replace(/:$/, '') + ':bull' }),
    }),
    BullModule.registerQueue({ name: QUEUES.settlement }, { name: QUEUES.mail }),
  ],
  exports: [BullModule],
})
export class QueueModule {}
