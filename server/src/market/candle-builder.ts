import type { PriceTick } from '../contracts/events';
import { CandleRow, mergeCandle } from './candle-fold';

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
      const c = mergeCandle(this.current.get(t.symbol), [t.time / 1000, t.price, t.price, t.price, t.price], this.bucketSeconds);
      this.current.set(t.symbol, c);
      touched.set(t.symbol, [...c] as CandleRow);
    }
    return touched;
  }
}
