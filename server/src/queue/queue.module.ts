import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { Queue } from 'bullmq';
import type Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CONNECTION_KINDS, redisUrlOptions } from '../redis/redis-options';
import { redisOutages } from '../redis/redis-outage';
import { failFastWhileStalled } from '../redis/stall-breaker';
import { ConsumerWorker } from './consumer-worker';
import { QueueName, QUEUES } from './jobs';
import { JobsService } from './jobs.service';

/** BullMQ connection options for a worker (blocking, waits out an outage); queues use the producer kind. */
export function redisConnectionOptions(url: string) {
  return { ...redisUrlOptions(url), ...CONNECTION_KINDS.blocking };
}

const QUEUE_NAMES: QueueName[] = Object.values(QUEUES);

// Processors' workers get the blocking options whatever their queue's (set before any module is built).
BullModule.workerClass = ConsumerWorker;

/** Logs a queue's outages once each; its connection is watched from the first time it is ready. */
function watchQueue(queue: Queue): void {
  queue.waitUntilReady().then(
    (client) => {
      redisOutages.watch(client, `queue ${queue.name}`);
      // BullMQ types its connection loosely; it is an ioredis client.
      failFastWhileStalled(client as unknown as Redis);
    },
    () => undefined,
  );
}

/** The queues of the catalogue behind one door, JobsService; no other module gets a Queue. */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      // Producers fail fast while Redis is away: an API request answers 503 instead of waiting (BullMQ's "failing fast" pattern).
      // BullMQ adds its own ':' after the prefix.
      useFactory: (config: AppConfig) => ({
        connection: { ...redisUrlOptions(config.redisUrl), ...CONNECTION_KINDS.producer },
        prefix: config.redisPrefix.replace(/:$/, '') + ':bull',
      }),
    }),
    BullModule.registerQueue(...QUEUE_NAMES.map((name) => ({ name }))),
  ],
  providers: [
    {
      provide: JobsService,
      inject: [APP_CONFIG, ...QUEUE_NAMES.map((name) => getQueueToken(name))],
      useFactory: (config: AppConfig, ...queues: Queue[]) => {
        queues.forEach(watchQueue);
        return new JobsService(new Map(QUEUE_NAMES.map((name, i) => [name, queues[i]])), config);
      },
    },
  ],
  exports: [JobsService],
})
export class QueueModule {}
