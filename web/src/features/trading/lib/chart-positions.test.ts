import { describe, expect, it } from 'vitest';
import type { TradeDto } from '@contracts/trading';
import { chartPositions, expiryTime, positionText, rangeWithEntries } from './chart-positions';

const at = (h: number, m: number, s: number, day = 24) => new Date(2026, 10, day, h, m, s).getTime();
const trade = (over: Partial<TradeDto>): TradeDto =>
  ({
    trade_id: 1,
    symbol: 'BTCUSD',
    trade_mode: 'Buy',
    open_price: 100,
    status: 'Pending',
    duration: 60,
    expires_at: new Date(at(12, 3, 5)).toISOString(),
    ...over,
  }) as TradeDto;

describe('chartPositions', () => {
  it('keeps the open trades of the shown instrument, soonest expiry first', () => {
    const trades = [
      trade({ trade_id: 1, expires_at: new Date(at(13, 0, 0)).toISOString() }),
      trade({ trade_id: 2, trade_mode: 'Sell', open_price: 102, expires_at: new Date(at(12, 1, 0)).toISOString() }),
      trade({ trade_id: 3, status: 'Won' }),
      trade({ trade_id: 4, symbol: 'ETHUSD' }),
    ];
    expect(chartPositions(trades, 'BTCUSD', 101)).toEqual([
      { tradeId: 2, symbol: 'BTCUSD', direction: 'Sell', openPrice: 102, expiresAt: at(12, 1, 0), state: 'in', duration: 60 },
      { tradeId: 1, symbol: 'BTCUSD', direction: 'Buy', openPrice: 100, expiresAt: at(13, 0, 0), state: 'in', duration: 60 },
    ]);
  });

  it('has nothing to mark before the trades load', () => {
    expect(chartPositions(undefined, 'BTCUSD', 1)).toEqual([]);
  });
});

describe('positionText', () => {
  const now = at(12, 2, 0);

  it('says the direction, instrument, open price with separators, expiry and state', () => {
    const [p] = chartPositions([trade({ open_price: 91234.5 })], 'BTCUSD', 91300);
    expect(positionText(p, 2, now)).toBe('Buy BTC/USD at 91,234.50, expires 12:03:05, in the money');
  });

  it('says out of and at the money, and a due trade is settling', () => {
    const [p] = chartPositions([trade({ trade_mode: 'Sell', open_price: 0.0123 })], 'BTCUSD', 0.0124);
    expect(positionText(p, 5, now)).toBe('Sell BTC/USD at 0.01230, expires 12:03:05, out of the money');
    expect(positionText({ ...p, state: 'at' }, 5, at(12, 3, 6))).toBe('Sell BTC/USD at 0.01230, expired 12:03:05, settling, at the open price');
  });

  it('names the day of an expiry on another day', () => {
    expect(expiryTime(at(9, 0, 0, 25), now)).toBe('25 Nov 09:00:00');
  });
});

describe('rangeWithEntries', () => {
  it('widens the price range to every entry price', () => {
    expect(rangeWithEntries({ minValue: 100, maxValue: 110 }, [{ openPrice: 95 }, { openPrice: 105 }])).toEqual({ minValue: 95, maxValue: 110 });
    expect(rangeWithEntries({ minValue: 100, maxValue: 110 }, [{ openPrice: 120 }])).toEqual({ minValue: 100, maxValue: 120 });
    expect(rangeWithEntries({ minValue: 100, maxValue: 110 }, [])).toEqual({ minValue: 100, maxValue: 110 });
  });
});
