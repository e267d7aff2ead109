import type { Candle } from '@contracts/market';
import type { PriceTick } from '@contracts/events';

/** Candles more than this many missing between the chart's last candle and a tick: refetch, do not bridge. */
export const MAX_MISSING_CANDLES = 3;

/** The start (epoch seconds) of the candle a tick falls in. */
export function candleStart(tickTimeMs: number, seconds: number): number {
  return Math.floor(tickTimeMs / 1000 / seconds) * seconds;
}

/** The candle after a tick: the current candle widened, or a new one opening at the last close; null for a late tick. */
export function extendCandle<C extends Candle>(last: C | null, tick: PriceTick, seconds: number): Candle | null {
  const time = candleStart(tick.time, seconds);
  if (!last || time > last.time) {
    const open = last?.close ?? tick.price;
    return { time, open, high: Math.max(open, tick.price), low: Math.min(open, tick.price), close: tick.price };
  }
  if (time < last.time) return null; // a late tick for a closed candle
  return { ...last, high: Math.max(last.high, tick.price), low: Math.min(last.low, tick.price), close: tick.price };
}

/** True when a tick lands more than `maxMissing` candles after the last one: history is missing in between. */
export function skipsCandles(last: Pick<Candle, 'time'> | null, tickTimeMs: number, seconds: number, maxMissing = MAX_MISSING_CANDLES): boolean {
  if (!last) return false;
  const missing = (candleStart(tickTimeMs, seconds) - last.time) / seconds - 1;
  return missing > maxMissing;
}

/** The bars with a candle from extendCandle: it replaces the last one it widens, or follows it. */
export function withCandle<C extends Candle>(bars: readonly C[], candle: C): C[] {
  const last = bars.at(-1);
  return last && last.time === candle.time ? [...bars.slice(0, -1), candle] : [...bars, candle];
}
