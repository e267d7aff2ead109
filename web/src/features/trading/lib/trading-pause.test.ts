import { describe, expect, it } from 'vitest';
import { tradingPause } from './trading-pause';

describe('tradingPause: Buy and Sell need the live connection and a fresh price', () => {
  it.each([
    ['live', true, null],
    ['live', false, 'stale-price'],
    ['connecting', true, 'connecting'],
    ['reconnecting', true, 'no-connection'],
    ['offline', false, 'no-connection'],
  ] as const)('%s with a fresh price %s: %s', (connection, fresh, expected) => {
    expect(tradingPause(connection, fresh)).toBe(expected);
  });
});
