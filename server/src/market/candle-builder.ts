import type { PriceTick } from '../contracts/events';
import type { CandleRow } from './tick-store';

/** Folds ticks into the current candle of each instrument, for one bucket size (a minute by default). */
export class CandleBuilder {
  private readonly current = new Map<string, CandleRow>();

  constructor(private readonly bucketSeconds = 60) {}

  seed(symbol: string, candle: CandleRow | null): void {
    if (candle) this.current.set(symbol, [...candle] as CandleRow);
  }

  /** The candles these ticks touched, after applying them. */
  apply(ticks: PriceTick[]): Map<string, CandleRow> {
    const touched = new Map<string, CandleRow>();
    for (const t of ticks) {
      const minute = Math.floor(t.time / 1000 / this.bucketSeconds) * this.bucketSeconds;
      let c = this.current.get(t.symbol);
      if (!c || c[0] !== minute) {
        c = [minute, t.price, t.price, t.price, t.price];
        this.current.set(t.symbol, c);
      } else {
        c[2] = Math.max(c[2], t.price);
        c[3] = Math.min(c[3], t.price);
        c[4] = t.price;
      }
      touched.set(t.symbol, [...c] as CandleRow);
    }
    return touched;
  }
}
