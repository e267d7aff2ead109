import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { createIORedisClient, Queue, RedisConnection } from 'bullmq';
import type Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { queuePrefix } from '../redis/key-prefix';
import { clusterClient, CONNECTION_KINDS, redisUrlOptions } from '../redis/redis-options';
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

/**
 * BullMQ builds each connection from options (a queue's, a worker's and its blocking one, each of its
 * kind); in a Redis Cluster it builds a cluster client from the same options. Set for the whole process,
 * as BullModule.workerClass is: one process talks to one Redis.
 */
function connectToClusterOf(config: AppConfig): void {
  const nodes = config.redisCluster;
  RedisConnection.clientFactory = nodes ? (options) => createIORedisClient(clusterClient(nodes, options)) : undefined;
}

/** The queues of the catalogue behind one door, JobsService; no other module gets a Queue. */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      // Producers fail fast while Redis is away: an API request answers 503 instead of waiting (BullMQ's "failing fast" pattern).
      useFactory: (config: AppConfig) => {
        connectToClusterOf(config);
        return { connection: { ...redisUrlOptions(config.redisUrl), ...CONNECTION_KINDS.producer } };
      },
    }),
    // Each queue's prefix (its workers' too): one hash tag per queue in a cluster (redis/key-prefix.ts).
    BullModule.registerQueueAsync(
      ...QUEUE_NAMES.map((name) => ({
        name,
        inject: [APP_CONFIG],
        useFactory: (config: AppConfig) => ({ prefix: queuePrefix(config.redisPrefix, name, config.redisCluster !== undefined) }),
      })),
    ),
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
