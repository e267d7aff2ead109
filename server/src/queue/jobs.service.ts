import { Queue } from 'bullmq';
import { ATS_DEFAULT_INTERVAL_SECONDS } from '../contracts/ats';
import { JOB_DEFINITIONS, JobName, JobPayloads, QueueName, ScheduleSettings } from './jobs';

/** A queue that never had Redis waits for its first connection: an add gives up after this. */
export const ADD_TIMEOUT_MS = 2000;

/** Rejects when the promise takes longer than `ms`, with ioredis's own words so it reads as Redis unavailable (503). */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Queue add: Command timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The one door to the queues: a job goes in by name and payload; its queue, options, id and delay
 * come from the catalogue (jobs.ts), so feature code never holds a BullMQ Queue.
 */
export class JobsService {
  constructor(
    private readonly queues: ReadonlyMap<QueueName, Queue>,
    private readonly settings: ScheduleSettings = { atsIntervalSeconds: ATS_DEFAULT_INTERVAL_SECONDS },
  ) {}

  /** Every queue of the catalogue, for the admins' dashboard to show (and to retry or clean jobs). */
  all(): Queue[] {
    return [...this.queues.values()];
  }

  async add<N extends JobName>(name: N, data: JobPayloads[N]): Promise<void> {
    const job = JOB_DEFINITIONS[name];
    const added = this.queue(job.queue).add(name, data, {
      ...job.options,
      ...(job.jobId && { jobId: job.jobId(data) }),
      ...(job.delay && { delay: job.delay(data) }),
    });
    await within(added, ADD_TIMEOUT_MS);
  }

  /** Upserts every scheduled job of the catalogue; upserting the same schedule again changes nothing. */
  async upsertSchedules(): Promise<void> {
    for (const [name, job] of Object.entries(JOB_DEFINITIONS)) {
      if (!job.schedule) continue;
      const every = typeof job.schedule.everyMs === 'number' ? job.schedule.everyMs : job.schedule.everyMs(this.settings);
      await this.queue(job.queue).upsertJobScheduler(job.schedule.id, { every }, { name, data: {}, opts: job.options });
    }
  }

  private queue(name: QueueName): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`Queue ${name} is not registered`);
    return queue;
  }
}
