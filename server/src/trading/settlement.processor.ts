import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import { QUEUES, SettlementJob, SWEEP_EVERY_MS, SWEEP_GRACE_MS } from '../queue/jobs';
import { SettlementResult, SettlementService } from './settlement.service';

/** The settlement queue's one processor: per-second settlement jobs and the sweeper. */
@Processor(QUEUES.settlement, { concurrency: 4 })
export class SettlementProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(SettlementProcessor.name);

  constructor(
    private readonly settlement: SettlementService,
    @InjectQueue(QUEUES.settlement) private readonly queue: Queue,
  ) {
    super();
  }

  /** One sweeper across all workers: a job scheduler runs it once per interval. */
  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('sweeper', { every: SWEEP_EVERY_MS }, { name: 'sweep', data: {}, opts: { removeOnComplete: true, removeOnFail: 100 } });
  }

  async process(job: Job): Promise<SettlementResult> {
    const started = Date.now();
    const { name, data } = job as unknown as SettlementJob;
    let result: SettlementResult;
    switch (name) {
      case 'settle-second':
        result = await this.settlement.settleDue(new Date(data.second * 1000));
        // A price not stored yet is a passing state: throwing retries the job with backoff.
        if (result.unpriced) throw new Error(`second ${data.second}: ${result.unpriced} instant(s) without a price yet`);
        break;
      case 'sweep':
        result = await this.settlement.settleDue(new Date(Date.now() - SWEEP_GRACE_MS));
        break;
      default: {
        const unknown: never = name;
        throw new Error(`No handler for job ${String(unknown)}`);
      }
    }
    if (result.settled || name !== 'sweep') {
      this.logger.log({ job: job.id, name, settled: result.settled, ms: Date.now() - started }, 'settlement job done');
    }
    return result;
  }
}
