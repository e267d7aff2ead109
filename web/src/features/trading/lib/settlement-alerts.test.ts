import type { TradeDto } from '@contracts/trading';
import { describe, expect, it } from 'vitest';
import { resultTone, settlementAlert } from './settlement-alerts';

const trade = (status: TradeDto['status'], payout: number | null = null) =>
  ({ trade_id: 7, symbol: 'BTCUSD', trade_mode: 'Buy', amount: 10, payout, status, reason: null }) as unknown as TradeDto;

describe('settlement alerts', () => {
  it('a win rises, a loss falls, a stake returned is neutral; an early close by its value against the stake', () => {
    expect(resultTone(trade('Won', 17.5))).toBe('win');
    expect(resultTone(trade('Lost', 0))).toBe('loss');
    expect(resultTone(trade('Draw', 10))).toBe('neutral');
    expect(resultTone(trade('Void', 10))).toBe('neutral');
    expect(resultTone(trade('Closed', 12))).toBe('win');
    expect(resultTone(trade('Closed', 4))).toBe('loss');
    expect(resultTone(trade('Closed', 10))).toBe('neutral');
  });

  it('does nothing while both are off', () => {
    expect(settlementAlert(trade('Won', 17.5), { sound: false, notifications: false }, 'granted')).toEqual({ tone: null, notification: null });
  });

  it('plays the tone when sound is on', () => {
    expect(settlementAlert(trade('Lost', 0), { sound: true, notifications: false }, 'default').tone).toBe('loss');
  });

  it("notifies only once the browser allowed it, one notification per trade, in the toast's words", () => {
    const on = { sound: false, notifications: true };
    expect(settlementAlert(trade('Won', 17.5), on, 'granted').notification).toEqual({
      title: 'Trade won',
      body: 'BTC/USD Buy $10.00 won. Profit: $7.50, Payout: $17.50',
      tag: 'trade-7',
    });
    for (const permission of ['default', 'denied', 'unsupported'] as const) expect(settlementAlert(trade('Won', 17.5), on, permission).notification).toBeNull();
  });
});
