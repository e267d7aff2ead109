import { Queue } from 'bullmq';
import { JOB_DEFINITIONS, JobName, JobPayloads, QueueName } from './jobs';

/**
 * The one door to the queues: a job goes in by name and payload; its queue, options, id and delay
 * come from the catalogue (jobs.ts), so feature code never holds a BullMQ Queue.
 */
export class JobsService {
  constructor(private readonly queues: ReadonlyMap<QueueName, Queue>) {}

  async add<N extends JobName>(name: N, data: JobPayloads[N]): Promise<void> {
    const job = JOB_DEFINITIONS[name];
    await this.queue(job.queue).add(name, data, {
      ...job.options,
      ...(job.jobId && { jobId: job.jobId(data) }),
      ...(job.delay && { delay: job.delay(data) }),
    });
  }

  /** Upserts every scheduled job of the catalogue; upserting the same schedule again changes nothing. */
  async upsertSchedules(): Promise<void> {
    for (const [name, job] of Object.entries(JOB_DEFINITIONS)) {
      if (!job.schedule) continue;
      await this.queue(job.queue).upsertJobScheduler(job.schedule.id, { every: job.schedule.everyMs }, { name, data: {}, opts: job.options });
    }
  }

  private queue(name: QueueName): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`Queue ${name} is not registered`);
    return queue;
  }
}
