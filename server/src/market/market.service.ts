import { Injectable } from '@nestjs/common';
import type { Candle, CandleInterval } from '../contracts/api';
import type { PriceTick } from '../contracts/events';
import { ExpiryPrice } from './expiry-price';
import { LiveQuotes } from './live-quotes';
import { TickStore } from './tick-store';

/** A quote older than this is no price: the feed has stopped for that instrument. */
const QUOTE_MAX_AGE_MS = 5000;

/** Prices for other modules: the quote a trade opens at and the price a trade settles at. */
@Injectable()
export class MarketService {
  constructor(
    private readonly ticks: TickStore,
    private readonly live: LiveQuotes,
  ) {}

  /** The latest tick, or null when the feed has not ticked for this instrument recently. */
  async currentPrice(symbol: string, maxAgeMs = QUOTE_MAX_AGE_MS): Promise<PriceTick | null> {
    return (await this.currentPrices([symbol], maxAgeMs)).get(symbol) ?? null;
  }

  /** The latest tick of each instrument that ticked recently: pushed to this process, else read in one round trip. */
  async currentPrices(symbols: string[], maxAgeMs = QUOTE_MAX_AGE_MS): Promise<Map<string, PriceTick>> {
    const now = Date.now();
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
