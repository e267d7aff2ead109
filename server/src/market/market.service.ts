import { Injectable } from '@nestjs/common';
import type { Candle, CandleInterval } from '../contracts/api';
import type { PriceTick } from '../contracts/events';
import { ExpiryPrice } from './expiry-price';
import { TickStore } from './tick-store';

/** Prices for other modules: the quote a trade opens at and the price a trade settles at. */
@Injectable()
export class MarketService {
  constructor(private readonly ticks: TickStore) {}

  /** The latest tick, or null when the feed has not ticked for this instrument recently. */
  async currentPrice(symbol: string, maxAgeMs = 5000): Promise<PriceTick | null> {
    const tick = await this.ticks.latest(symbol);
    return tick && Date.now() - tick.time <= maxAgeMs ? tick : null;
  }

  /** The price an instant settled at, or null when it has none (yet). */
  priceAt(symbol: string, timeMs: number): Promise<number | null> {
    return this.ticks.priceAt(symbol, timeMs);
  }

  /** How each expiry instant settles: at a price, Void, or not decided yet. */
  /** See TickStore.expiryPrices (`assumeLaterTick`: the candidate prices, before the deciding tick). */
  expiryPrices(instants: { symbol: string; at: number }[], options: { assumeLaterTick?: boolean } = {}): Promise<ExpiryPrice[]> {
    return this.ticks.expiryPrices(instants, Date.now(), options.assumeLaterTick ?? false);
  }

  latestAll(): Promise<PriceTick[]> {
    return this.ticks.latestAll();
  }

  candles(symbol: string, interval: CandleInterval, limit: number): Promise<Candle[]> {
    return this.ticks.candles(symbol, interval, limit);
  }
}
