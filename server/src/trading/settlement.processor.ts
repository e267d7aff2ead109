import { Processor } from '@nestjs/bullmq';
import { JobOf, QUEUES, SETTLE_PRICE_WAIT_MS, SWEEP_GRACE_MS } from '../queue/jobs';
import { JobHandlers, QueueProcessor } from '../queue/queue-processor';
import { ReceiptSealer } from './receipts/receipt-sealer';
import { SettlementResult, SettlementService } from './settlement.service';

/** The settlement queue's one processor: per-second settlement jobs and the sweeper. */
@Processor(QUEUES.settlement, { concurrency: 4 })
export class SettlementProcessor extends QueueProcessor<typeof QUEUES.settlement> {
  readonly handlers: JobHandlers<typeof QUEUES.settlement> = {
    'settle-second': (job) => this.settleSecond(job),
    sweep: () => this.sweep(),
  };

  constructor(
    private readonly settlement: SettlementService,
    private readonly sealer: ReceiptSealer,
  ) {
    super();
  }

  private async settleSecond(job: JobOf<'settle-second'>): Promise<SettlementResult> {
    // Only its own second: earlier seconds are their own jobs' and the sweeper's, so none can hold this one up.
    // The job runs just before the second; its trades are settled as soon as the ticks that decide their prices are in.
    const result = await this.settlement.settleSecond(job.data.second, Math.max(Date.now(), job.data.second * 1000) + SETTLE_PRICE_WAIT_MS);
    // A price not decided yet is a passing state, and so may be an error: throwing retries the job with backoff.
    if (result.unpriced || result.failed) {
      throw new Error(`second ${job.data.second}: ${result.unpriced} instant(s) without a price yet, ${result.failed} failed`);
    }
    return result;
  }

  private async sweep(): Promise<SettlementResult> {
    const result = await this.settlement.settleDue(new Date(Date.now() - SWEEP_GRACE_MS));
    await this.sealer.sealLeftBehind();
    return result;
  }
}
