import { Injectable } from '@nestjs/common';
import type { PriceTick } from '../contracts/events';

/** How long this process keeps the ticks it published: longer than any tick can wait to be committed or to price an expiry settling on time. */
export const RECENT_TICKS_SECONDS = 180;

/**
 * The ticks this process published as the feed's leader, by second, for a few minutes: what a Redis
 * that lost its data (FLUSHALL, a restart without persistence) is given back, and what the tick
 * commitments are made of besides the tick store, so that a wipe loses no published tick.
 */
@Injectable()
export class RecentTicks {
  private readonly bySecond = new Map<number, PriceTick[]>();

  add(ticks: readonly PriceTick[]): void {
    for (const t of ticks) {
      const second = Math.floor(t.time / 1000);
      const list = this.bySecond.get(second);
      if (list) list.push(t);
      else this.bySecond.set(second, [t]);
    }
    const oldest = Math.floor(Date.now() / 1000) - RECENT_TICKS_SECONDS;
    for (const second of this.bySecond.keys()) if (second < oldest) this.bySecond.delete(second);
  }

  /** Those of seconds `from` to `to`, both included. */
  between(from: number, to: number): PriceTick[] {
    return [...this.bySecond].filter(([s]) => s >= from && s <= to).flatMap(([, ticks]) => ticks);
  }

  all(): PriceTick[] {
    return [...this.bySecond.values()].flat();
  }
}
