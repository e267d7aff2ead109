import { describe, expect, it } from 'vitest';
import type { TradeDto } from '@contracts/trading';
import { settlementMessage } from './settlement-message';

const settled = (over: Partial<TradeDto>): TradeDto =>
  ({ trade_id: 1, symbol: 'BCHBTC', trade_mode: 'Buy', amount: 10, status: 'Won', payout: 17.5, ...over }) as TradeDto;

describe('settlementMessage', () => {
  it("names the instrument, direction and stake, and the profit and payout of a win in the preview's words", () => {
    expect(settlementMessage(settled({}))).toEqual({ type: 'success', text: 'BCH/BTC Buy $10.00 won. Profit: $7.50, Payout: $17.50' });
    expect(settlementMessage(settled({ amount: 2500, payout: 4375 })).text).toBe('BCH/BTC Buy $2,500.00 won. Profit: $1,875.00, Payout: $4,375.00');
  });

  it('reads a loss as an error, with the stake lost', () => {
    expect(settlementMessage(settled({ status: 'Lost', trade_mode: 'Sell', payout: 0 }))).toEqual({
      type: 'error',
      text: 'BCH/BTC Sell $10.00 lost. Loss: $10.00',
    });
  });

  it('says a draw returns the stake', () => {
    expect(settlementMessage(settled({ status: 'Draw', amount: 1250, payout: 1250 }))).toEqual({
      type: 'info',
      text: 'BCH/BTC Buy $1,250.00 ended in a draw: stake returned',
    });
  });

  it('says a void returns the stake, and why', () => {
    expect(settlementMessage(settled({ status: 'Void', payout: 10, reason: 'No price at expiry' }))).toEqual({
      type: 'info',
      text: 'BCH/BTC Buy $10.00 void (No price at expiry): stake returned',
    });
  });

  it('says what an early close returned, against the stake', () => {
    expect(settlementMessage(settled({ status: 'Closed', payout: 8.4 }))).toEqual({
      type: 'info',
      text: 'BCH/BTC Buy $10.00 closed early for $8.40. Loss: $1.60',
    });
  });

  it('shows an unknown symbol as it is, and any other status by name', () => {
    expect(settlementMessage(settled({ symbol: 'XYZ', status: 'Pending' }))).toEqual({ type: 'info', text: 'XYZ Buy $10.00: Pending' });
  });
});
