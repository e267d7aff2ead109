import { Injectable, Logger } from '@nestjs/common';
import { JobsService } from '../queue/jobs.service';

const REMEMBERED_SECONDS = 100_000;

/** Schedules the one settlement job of each expiry second (deduplicated by its job id). */
@Injectable()
export class SettlementScheduler {
  private readonly logger = new Logger(SettlementScheduler.name);
  /** Seconds this process already scheduled: saves a Redis round trip per trade in a burst. */
  private readonly scheduled = new Set<number>();

  constructor(private readonly jobs: JobsService) {}

  async scheduleSecond(second: number): Promise<void> {
    if (this.scheduled.has(second)) return;
    try {
      await this.jobs.add('settle-second', { second });
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
