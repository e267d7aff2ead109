import { WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { JobNameOf, JobOf, QueueName } from './jobs';

/** A handler for every job of one queue, each receiving its job typed: a missing or unknown name does not compile. */
export type JobHandlers<Q extends QueueName> = { [N in JobNameOf<Q>]: (job: JobOf<N>) => Promise<unknown> };

type UntypedHandlers = Partial<Record<string, (job: Job) => Promise<unknown>>>;

/** One processor per queue: BullMQ's WorkerHost handing each job to the handler of its name. */
export abstract class QueueProcessor<Q extends QueueName> extends WorkerHost {
  abstract readonly handlers: JobHandlers<Q>;

  process(job: Job): Promise<unknown> {
    // BullMQ hands jobs over untyped; the catalogue ties each name to its payload, so the handler of job.name fits it.
    const handle = (this.handlers as unknown as UntypedHandlers)[job.name];
    if (!handle) throw new Error(`No handler for job ${job.name} on queue ${job.queueName}`);
    return handle(job);
  }
}
