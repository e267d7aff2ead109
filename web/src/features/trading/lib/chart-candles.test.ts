import { describe, expect, it } from 'vitest';
import { candleStart, extendCandle, skipsCandles, withCandle } from './chart-candles';

const tick = (seconds: number, price: number) => ({ symbol: 'BTCUSD', price, time: seconds * 1000 });

describe('candleStart', () => {
  it('puts a tick in the candle of the chosen length that holds it', () => {
    expect(candleStart(1_000_007_300, 5)).toBe(1_000_005);
    expect(candleStart(1_000_014_999, 15)).toBe(1_000_005);
    expect(candleStart(1_000_080_000, 60)).toBe(1_000_080);
  });
});

describe('extendCandle', () => {
  const last = { time: 100, open: 10, high: 12, low: 9, close: 11 };

  it('widens the current candle', () => {
    expect(extendCandle(last, tick(104, 13), 5)).toEqual({ time: 100, open: 10, high: 13, low: 9, close: 13 });
    expect(extendCandle(last, tick(101, 8), 5)).toEqual({ time: 100, open: 10, high: 12, low: 8, close: 8 });
  });

  it('opens the next candle at the last close', () => {
    expect(extendCandle(last, tick(105, 12.5), 5)).toEqual({ time: 105, open: 11, high: 12.5, low: 11, close: 12.5 });
    expect(extendCandle(last, tick(160, 10), 60)).toEqual({ time: 120, open: 11, high: 11, low: 10, close: 10 });
  });

  it('ignores a late tick for a closed candle, and starts from a tick alone', () => {
    expect(extendCandle(last, tick(99, 1), 5)).toBeNull();
    expect(extendCandle(null, tick(101, 7), 5)).toEqual({ time: 100, open: 7, high: 7, low: 7, close: 7 });
  });
});

describe('skipsCandles', () => {
  const last = { time: 100 };

  it('lets the next few candles follow without a refetch', () => {
    expect(skipsCandles(last, 104_000, 5)).toBe(false); // same candle
    expect(skipsCandles(last, 105_000, 5)).toBe(false); // the next one
    expect(skipsCandles(last, 124_999, 5)).toBe(false); // three missing
  });

  it('finds a gap of more than three candles at any length', () => {
    expect(skipsCandles(last, 125_000, 5)).toBe(true);
    expect(skipsCandles({ time: 3600 }, 3600 * 5 * 1000, 3600)).toBe(false);
    expect(skipsCandles({ time: 3600 }, 3600 * 6 * 1000, 3600)).toBe(true);
  });

  it('finds nothing missing before any history', () => {
    expect(skipsCandles(null, 125_000, 5)).toBe(false);
  });
});

describe('withCandle', () => {
  const c = (time: number, close: number) => ({ time, open: 1, high: 2, low: 0.5, close });
  it('replaces the last candle it widens and appends a new one', () => {
    expect(withCandle([c(60, 1), c(120, 1)], c(120, 1.5))).toEqual([c(60, 1), c(120, 1.5)]);
    expect(withCandle([c(60, 1)], c(120, 1.2))).toEqual([c(60, 1), c(120, 1.2)]);
    expect(withCandle([], c(60, 1))).toEqual([c(60, 1)]);
  });
});
