import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { PriceTick } from '../contracts/events';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { RedisClient } from '../redis/redis-options';
import { TickStore } from './tick-store';

/**
 * The latest quote of each instrument, pushed to this process as the feed records it (published in
 * the same transaction as the stored quote), so a trade opens without a Redis round trip. A quote
 * counts only while younger than two feed intervals: after a missed message, a feed gap or at
 * start-up, `fresh` has nothing and MarketService reads the store.
 */
@Injectable()
export class LiveQuotes implements OnModuleInit, OnApplicationShutdown {
  private readonly latest = new Map<string, PriceTick>();
  private readonly maxAgeMs: number;
  private sub?: RedisClient;

  constructor(
    private readonly store: TickStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.maxAgeMs = 2 * config.feedIntervalMs;
  }

  onModuleInit(): void {
    this.sub = this.store.subscribeQuotes((ticks) => {
      for (const t of ticks) if (t.time > (this.latest.get(t.symbol)?.time ?? 0)) this.latest.set(t.symbol, t);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.sub?.quit().catch(() => undefined);
  }

  /** The pushed quote of `symbol` when it is recent enough to open a trade at. */
  fresh(symbol: string, now = Date.now()): PriceTick | undefined {
    const tick = this.latest.get(symbol);
    return tick && now - tick.time <= this.maxAgeMs ? tick : undefined;
  }
}
