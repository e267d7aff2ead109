import { WorkerHost } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Inject, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import { storage, Store } from 'nestjs-pino/storage';
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

/** The jobs this process is running now, for the log line of a shutdown cut off by its bound. */
const running = new Set<Job>();

/** queue/name/id of each job running now. */
export function runningJobs(): string[] {
  return [...running].map((job) => `${job.queueName}/${job.name}/${job.id}`);
}

/**
 * One processor per queue: BullMQ's WorkerHost handing each job to the handler of its name, and logging each job's end.
 * Every line logged while a job runs (Nest Logger or PinoLogger, in the handler or the services it calls) names the job.
 * On shutdown it stops taking jobs and waits for those running, before anything closes the connections they use.
 */
export abstract class QueueProcessor<Q extends QueueName> extends WorkerHost implements BeforeApplicationShutdown {
  abstract readonly handlers: JobHandlers<Q>;
  private readonly jobLogger = new Logger('Jobs');
  @Inject(PinoLogger) private readonly pino!: PinoLogger;

  process(job: Job): Promise<unknown> {
    const log = this.pino.logger.child({ queue: job.queueName, job_id: job.id, job_name: job.name });
    return storage.run(new Store(log), () => this.run(job));
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.close();
  }

  private async run(job: Job): Promise<unknown> {
    // BullMQ hands jobs over untyped; the catalogue ties each name to its payload, so the handler of job.name fits it.
    const handle = (this.handlers as unknown as UntypedHandlers)[job.name];
    if (!handle) throw new Error(`No handler for job ${job.name} on queue ${job.queueName}`);
    const started = performance.now();
    const fields = () => ({ attempt: job.attemptsMade + 1, duration_ms: Math.round(performance.now() - started) });
    running.add(job);
    try {
      const result = await handle(job);
      const counts = countsOf(result);
      // A sweeper that found nothing (every 2 s) is logged at debug: the terminal shows the jobs that did something.
      const idle = job.repeatJobKey !== undefined && Object.values(counts).every((n) => n === 0);
      if (idle) this.jobLogger.debug({ ...fields(), outcome: 'completed', ...counts }, 'job completed');
      else this.jobLogger.log({ ...fields(), outcome: 'completed', ...counts }, 'job completed');
      return result;
    } catch (err) {
      this.jobLogger.warn({ ...fields(), outcome: 'failed', error: err instanceof Error ? err.message : String(err) }, 'job failed');
      throw err;
    } finally {
      running.delete(job);
    }
  }
}
