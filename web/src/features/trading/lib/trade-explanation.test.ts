import { describe, expect, it } from 'vitest';
import type { TradeDto } from '@contracts/trading';
import { explainTrade } from './trade-explanation';
import { tradeFixture } from './trade.fixture';

const trade = (over: Partial<TradeDto> = {}): TradeDto =>
  tradeFixture({ trade_id: 7, trade_time: '2026-11-26T14:03:00.000Z', expires_at: '2026-11-26T14:04:00.000Z', ...over });
const time = (iso: string) => iso.slice(11, 19);

describe('explainTrade', () => {
  it('says what the bet was, by direction', () => {
    expect(explainTrade(trade(), time).bet).toBe('You bet $10.00 that BTC/USD would end above 91,000.00 at 14:04:00.');
    expect(explainTrade(trade({ trade_mode: 'Sell' }), time).bet).toContain('would end below 91,000.00');
  });

  it('says what an open trade pays if right', () => {
    expect(explainTrade(trade(), time).outcome).toBe('Open. If it ends above 91,000.00, it pays $17.50 (your stake plus $7.50).');
  });

  it('explains each ending in words', () => {
    expect(explainTrade(trade({ status: 'Won', end_price: 91010, payout: 17.5 }), time).outcome).toBe(
      'It ended at 91,010.00, above the entry: won. Paid $17.50 (Profit: $7.50).',
    );
    expect(explainTrade(trade({ status: 'Lost', end_price: 90990, payout: 0 }), time).outcome).toContain('lost. The $10.00 stake is gone.');
    expect(explainTrade(trade({ status: 'Draw', end_price: 91000, payout: 10 }), time).outcome).toContain('a draw. Your $10.00 stake was returned.');
    expect(explainTrade(trade({ status: 'Void', payout: 10, reason: 'No price at expiry' }), time).outcome).toContain('Void (No price at expiry)');
    expect(explainTrade(trade({ status: 'Closed', end_price: 91005, end_time: '2026-11-26T14:03:30.000Z', payout: 8.4 }), time).outcome).toBe(
      'You closed it early at 14:03:30, at a price of 91,005.00, for $8.40 (Loss: $1.60).',
    );
  });
});
