import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { Queue } from 'bullmq';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { QueueName, QUEUES } from './jobs';
import { JobsService } from './jobs.service';

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

const QUEUE_NAMES: QueueName[] = Object.values(QUEUES);

/** The queues of the catalogue behind one door, JobsService; no other module gets a Queue. */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      // BullMQ adds its own ':' after the prefix.
      useFactory: (config: AppConfig) => ({ connection: redisConnectionOptions(config.redisUrl), prefix: config.redisPrefix.replace(/:$/, '') + ':bull' }),
    }),
    BullModule.registerQueue(...QUEUE_NAMES.map((name) => ({ name }))),
  ],
  providers: [
    {
      provide: JobsService,
      inject: QUEUE_NAMES.map((name) => getQueueToken(name)),
      useFactory: (...queues: Queue[]) => new JobsService(new Map(QUEUE_NAMES.map((name, i) => [name, queues[i]]))),
    },
  ],
  exports: [JobsService],
})
export class QueueModule {}
