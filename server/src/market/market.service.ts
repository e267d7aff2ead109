import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { Candle, CandleInterval } from '../contracts/market';
import type { PriceTick } from '../contracts/events';
import { ExpiryPrice } from '../contracts/expiry-price';
import { LiveQuotes } from './live-quotes';
import { TickStore } from './tick-store';

/** Prices for other modules: the quote a trade opens at and the price a trade settles at. */
@Injectable()
export class MarketService {
  /** A quote older than this (QUOTE_MAX_AGE_MS) is no price: the feed has stopped for that instrument. */
  private readonly maxAgeMs: number;

  constructor(
    private readonly ticks: TickStore,
    private readonly live: LiveQuotes,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'quoteMaxAgeMs'>,
  ) {
    this.maxAgeMs = config.quoteMaxAgeMs;
  }

  /** The latest tick, or null when the feed has not ticked for this instrument within the quote age. */
  async currentPrice(symbol: string): Promise<PriceTick | null> {
    return (await this.currentPrices([symbol])).get(symbol) ?? null;
  }

  /**
   * The latest tick of each instrument that ticked within the quote age of `now` (a trade passes its
   * opening instant): pushed to this process, else read in one round trip.
   */
  async currentPrices(symbols: string[], now = Date.now()): Promise<Map<string, PriceTick>> {
    const maxAgeMs = this.maxAgeMs;
    const wanted = [...new Set(symbols)];
    const pushed = wanted.flatMap((s) => this.live.fresh(s, now) ?? []);
    const unpushed = wanted.filter((s) => !pushed.some((t) => t.symbol === s));
    const stored = unpushed.length ? await this.ticks.latestOf(unpushed) : [];
    return new Map([...pushed, ...stored].filter((t): t is PriceTick => t !== null && now - t.time <= maxAgeMs).map((t) => [t.symbol, t]));
  }

  /** The price an instant settled at, or null when it has none (yet). */
  priceAt(symbol: string, timeMs: number): Promise<number | null> {
    return this.ticks.priceAt(symbol, timeMs);
  }

  /** How each expiry instant settles: at a price, Void, or not decided yet. */
  expiryPrices(instants: { symbol: string; at: number }[]): Promise<ExpiryPrice[]> {
    return this.ticks.expiryPrices(instants);
  }

  latestAll(): Promise<PriceTick[]> {
    return this.ticks.latestAll();
  }

  candles(symbol: string, interval: CandleInterval, limit: number): Promise<Candle[]> {
    return this.ticks.candles(symbol, interval, limit);
  }
}
