import { describe, expect, it } from 'vitest';
import { CANDLE_INTERVALS } from '@contracts/market';
import { DEFAULT_TIMEFRAME, isTradingTimeframe, storedTimeframe, TIMEFRAME_STORAGE_KEY, timeframeName, TRADING_TIMEFRAMES } from './chart-timeframes';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === TIMEFRAME_STORAGE_KEY ? value : null) });

describe('trading timeframes', () => {
  it('offers 5 s, 15 s, 1 m, 5 m and 1 h, all intervals the server serves', () => {
    expect(TRADING_TIMEFRAMES).toEqual(['5s', '15s', '1m', '5m', '1h']);
    for (const t of TRADING_TIMEFRAMES) expect(CANDLE_INTERVALS).toContain(t);
  });

  it('names each one in words', () => {
    expect(TRADING_TIMEFRAMES.map(timeframeName)).toEqual(['5 seconds', '15 seconds', '1 minute', '5 minutes', '1 hour']);
  });

  it('remembers a stored choice and falls back to one minute', () => {
    expect(storedTimeframe(storage('5s'))).toBe('5s');
    expect(storedTimeframe(storage(null))).toBe(DEFAULT_TIMEFRAME);
    expect(storedTimeframe(storage('1d'))).toBe('1m'); // served, but not offered here
    expect(storedTimeframe(undefined)).toBe('1m');
    expect(
      storedTimeframe({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBe('1m');
  });

  it('tells offered timeframes from anything else', () => {
    expect(isTradingTimeframe('15s')).toBe(true);
    expect(isTradingTimeframe('15m')).toBe(false);
    expect(isTradingTimeframe(5)).toBe(false);
  });
});
