import { Injectable, Logger } from '@nestjs/common';
import { JobsService } from '../queue/jobs.service';

/** A second scheduled this recently is not scheduled again: a burst of trades costs one Redis call per second. */
const RECHECK_MS = 1000;
const REMEMBERED_SECONDS = 10_000;

/** Schedules the one settlement job of each expiry second (deduplicated by its job id). */
@Injectable()
export class SettlementScheduler {
  private readonly logger = new Logger(SettlementScheduler.name);
  /**
   * When this process last added each second's job. Remembered briefly only: if Redis lost the job,
   * the next trade of that second adds it again (the sweeper settles the trades of a second with none).
   */
  private readonly scheduledAt = new Map<number, number>();

  constructor(private readonly jobs: JobsService) {}

  async scheduleSecond(second: number): Promise<void> {
    const now = Date.now();
    const at = this.scheduledAt.get(second);
    if (at !== undefined && now - at < RECHECK_MS) return;
    try {
      await this.jobs.add('settle-second', { second });
      this.scheduledAt.set(second, now);
      if (this.scheduledAt.size > REMEMBERED_SECONDS) this.forgetOld(now);
    } catch (err) {
      // The trade is committed; the sweeper settles it if this job never exists.
      this.logger.error(`Could not schedule settlement of second ${second}: ${(err as Error).message}`);
    }
  }

  private forgetOld(now: number): void {
    for (const [second, at] of this.scheduledAt) if (now - at >= RECHECK_MS) this.scheduledAt.delete(second);
  }
}
