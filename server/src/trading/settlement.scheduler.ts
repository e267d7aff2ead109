import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { QUEUES, SETTLEMENT_JOB_OPTIONS, settleJobId } from '../queue/jobs';

/** Small lag so the tick in force at the expiry second is surely stored before we read it. */
const SETTLE_LAG_MS = 100;
const REMEMBERED_SECONDS = 100_000;

/** Schedules the one settlement job of each expiry second (deduplicated by its job id). */
@Injectable()
export class SettlementScheduler {
  private readonly logger = new Logger(SettlementScheduler.name);
  /** Seconds this process already scheduled: saves a Redis round trip per trade in a burst. */
  private readonly scheduled = new Set<number>();

  constructor(@InjectQueue(QUEUES.settlement) private readonly queue: Queue) {}

  async scheduleSecond(second: number): Promise<void> {
    if (this.scheduled.has(second)) return;
    const delay = Math.max(0, second * 1000 + SETTLE_LAG_MS - Date.now());
    try {
      await this.queue.add('settle-second', { second }, { ...SETTLEMENT_JOB_OPTIONS, jobId: settleJobId(second), delay });
      this.scheduled.add(second);
      if (this.scheduled.size > REMEMBERED_SECONDS) this.forgetPast();
    } catch (err) {
      // The trade is committed; the sweeper settles it if this job never exists.
      this.logger.error(`Could not schedule settlement of second ${second}: ${(err as Error).message}`);
    }
  }

  private forgetPast(): void {
    const now = Math.floor(Date.now() / 1000);
    for (const s of this.scheduled) if (s < now) this.scheduled.delete(s);
  }
}
