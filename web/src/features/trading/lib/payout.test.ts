import { payoutAmount, potentialAmount } from '@contracts/trade-rules';
import { describe, expect, it } from 'vitest';
import { payoutIfRightText, payoutText, profitIfRightText, resultProfitText, winAmounts } from './payout';
import { moneyness, splitTrades } from './position';

describe('payout vocabulary', () => {
  it('profit is the percent of the stake, payout is stake plus profit', () => {
    expect(potentialAmount(25, 75)).toBe('18.75');
    expect(payoutAmount(25, 75)).toBe('43.75');
    expect(winAmounts(25, 75)).toEqual({ profit: 18.75, payout: 43.75 });
  });

  it('rounds the profit down to the cent, as settlement does', () => {
    expect(winAmounts(0.33, 3)).toEqual({ profit: 0, payout: 0.33 });
    expect(winAmounts(10.01, 75)).toEqual({ profit: 7.5, payout: 17.51 });
  });

  it('words the preview and the results the same way, with grouping separators', () => {
    expect(profitIfRightText(25, 75)).toBe('Profit if right: $18.75 (75%)');
    expect(payoutIfRightText(25, 75)).toBe('Payout: $43.75');
    expect(payoutText(43.75)).toBe('Payout: $43.75');
    expect(profitIfRightText(10000, 61)).toBe('Profit if right: $6,100.00 (61%)');
    expect(payoutIfRightText(10000, 61)).toBe('Payout: $16,100.00');
  });

  it('words a result as profit or loss against the stake', () => {
    expect(resultProfitText(25, 43.75)).toBe('Profit: $18.75');
    expect(resultProfitText(25, 0)).toBe('Loss: $25.00');
    expect(resultProfitText(25, null)).toBe('Loss: $25.00');
    expect(resultProfitText(25, 25)).toBe('Profit: $0.00');
  });
});

describe('moneyness', () => {
  it('a Buy is in the money above its open price, a Sell below it', () => {
    expect(moneyness('Buy', 100, 101)).toBe('in');
    expect(moneyness('Buy', 100, 99)).toBe('out');
    expect(moneyness('Sell', 100, 99)).toBe('in');
    expect(moneyness('Sell', 100, 101)).toBe('out');
  });

  it('is at the money on the open price or without a price', () => {
    expect(moneyness('Buy', 100, 100)).toBe('at');
    expect(moneyness('Sell', 100, undefined)).toBe('at');
    expect(moneyness('Sell', 100, Number.NaN)).toBe('at');
  });
});

describe('splitTrades', () => {
  const at = (id: number, status: string, expiresIn: number) => ({ trade_id: id, status, expires_at: new Date(1_000_000 + expiresIn * 1000).toISOString() });

  it('lists every open trade, soonest expiry first, whatever its age, and the latest results apart', () => {
    // Newest first, as the API answers: a 1-minute, a 1-hour and a 1-day trade open, results between them.
    const trades = [at(9, 'Pending', 60), at(8, 'Won', -5), at(7, 'Pending', 3600), at(6, 'Lost', -50), at(5, 'Draw', -70), at(4, 'Pending', 86400)];
    const { open, recent } = splitTrades(trades, 2);
    expect(open.map((t) => t.trade_id)).toEqual([9, 7, 4]);
    expect(recent.map((t) => t.trade_id)).toEqual([8, 6]);
  });

  it('answers empty lists before the trades load', () => {
    expect(splitTrades(undefined, 2)).toEqual({ open: [], recent: [] });
  });
});
