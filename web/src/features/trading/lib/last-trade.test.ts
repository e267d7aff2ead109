import { describe, expect, it } from 'vitest';
import { STRIKE_RATES } from '@contracts/trade-rules';
import type { TradeDto } from '@contracts/trading';
import { lastOwnTrade, repeatProblem, repeatRequest, repeatText } from './last-trade';

const trade = (over: Partial<TradeDto>): TradeDto =>
  ({
    trade_id: 1,
    symbol: 'EURUSD',
    trading_type: 'Currencies',
    trade_mode: 'Buy',
    amount: 10,
    strike_rate: 1,
    duration: 60,
    mode: 'demo',
    source: 'manual',
    status: 'Pending',
    ...over,
  }) as TradeDto;

describe('repeat last trade', () => {
  it("finds the client's own newest trade of the mode", () => {
    const trades = [trade({ trade_id: 7, source: 'ats' }), trade({ trade_id: 5, status: 'Won' }), trade({ trade_id: 6, mode: 'real' }), trade({ trade_id: 3 })];
    expect(lastOwnTrade(trades, 'demo')?.trade_id).toBe(5);
    expect(lastOwnTrade(trades, 'real')?.trade_id).toBe(6);
    expect(lastOwnTrade([trade({ source: 'ats' })], 'demo')).toBeNull();
    expect(lastOwnTrade(undefined, 'demo')).toBeNull();
  });

  it('asks for the same instrument, direction, amount, option and duration', () => {
    const last = trade({ symbol: 'BTCUSD', trading_type: 'Cryptocurrency', trade_mode: 'Sell', amount: 25, strike_rate: 3, payout_percent: 13, duration: 300 });
    expect(repeatRequest(last)).toEqual({
      amount: 25,
      duration: 300,
      mode: 'demo',
      strike_rate: 3,
      trading_type: 'Cryptocurrency',
      symbol: 'BTCUSD',
      trade_mode: 'Sell',
    });
    expect(repeatText(last)).toBe('Sell BTC/USD $25.00 · 5 min · 13%');
  });

  it('says why a trade cannot be repeated as it was', () => {
    const symbols = ['EURUSD'];
    expect(repeatProblem(trade({}), [60], STRIKE_RATES, symbols)).toBeNull();
    expect(repeatProblem(trade({ duration: 5 }), [60], STRIKE_RATES, symbols)).toBe('5s is not offered now');
    expect(repeatProblem(trade({ strike_rate: 9 }), [60], STRIKE_RATES, symbols)).toBe('Option 9 is not offered now');
    expect(repeatProblem(trade({ symbol: 'BTCUSD' }), [60], STRIKE_RATES, symbols)).toBe('BTC/USD is not offered now');
  });
});
