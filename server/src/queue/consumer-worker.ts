import { Processor, Worker, WorkerOptions } from 'bullmq';
import { CONNECTION_KINDS } from '../redis/redis-options';
import { redisOutages } from '../redis/redis-outage';

/**
 * The BullMQ Worker the processors get. @nestjs/bullmq hands a worker its queue's connection options,
 * which fail fast (for producers on the request path); a worker instead waits for Redis to come back
 * (maxRetriesPerRequest null, as BullMQ requires), and its outages are logged once.
 */
export class ConsumerWorker extends Worker {
  constructor(name: string, processor?: string | URL | null | Processor, opts?: WorkerOptions) {
    const connection = opts?.connection && !('status' in opts.connection) ? { ...opts.connection, ...CONNECTION_KINDS.blocking } : opts?.connection;
    super(name, processor, { ...opts, connection } as WorkerOptions);
    redisOutages.watch(this, `worker ${name}`);
  }
}
