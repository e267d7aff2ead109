import { WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { performance } from 'node:perf_hooks';
import { JobNameOf, JobOf, QueueName } from './jobs';

/** A handler for every job of one queue, each receiving its job typed: a missing or unknown name does not compile. */
export type JobHandlers<Q extends QueueName> = { [N in JobNameOf<Q>]: (job: JobOf<N>) => Promise<unknown> };

type UntypedHandlers = Partial<Record<string, (job: Job) => Promise<unknown>>>;

/** The counters of a handler's answer (settled: 12, voided: 0), for the job's log line; nothing else of it. */
function countsOf(result: unknown): Record<string, number> {
  if (typeof result !== 'object' || result === null) return {};
  return Object.fromEntries(Object.entries(result).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}

/** One processor per queue: BullMQ's WorkerHost handing each job to the handler of its name, and logging each job's end. */
export abstract class QueueProcessor<Q extends QueueName> extends WorkerHost {
  abstract readonly handlers: JobHandlers<Q>;
  private readonly jobLogger = new Logger('Jobs');

  async process(job: Job): Promise<unknown> {
    // BullMQ hands jobs over untyped; the catalogue ties each name to its payload, so the handler of job.name fits it.
    const handle = (this.handlers as unknown as UntypedHandlers)[job.name];
    if (!handle) throw new Error(`No handler for job ${job.name} on queue ${job.queueName}`);
    const started = performance.now();
    const fields = () => ({
      job_id: job.id,
      job_name: job.name,
      queue: job.queueName,
      attempt: job.attemptsMade + 1,
      duration_ms: Math.round(performance.now() - started),
    });
    try {
      const result = await handle(job);
      this.jobLogger.log({ ...fields(), outcome: 'completed', ...countsOf(result) }, 'job completed');
      return result;
    } catch (err) {
      this.jobLogger.warn({ ...fields(), outcome: 'failed', error: err instanceof Error ? err.message : String(err) }, 'job failed');
      throw err;
    }
  }
}
