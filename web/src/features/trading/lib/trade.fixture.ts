import type { TradeDto } from '@contracts/trading';

/** A Pending demo Buy of $10 on BTC/USD at 91,000 (75 %, 60 s), for the web's tests; any field replaced. */
export const tradeFixture = (over: Partial<TradeDto> = {}): TradeDto => ({
  trade_id: 1,
  trade_time: '2026-11-20T10:00:00',
  symbol: 'BTCUSD',
  amount: 10,
  strike_rate: 1,
  payout_percent: 75,
  duration: 60,
  open_price: 91000,
  end_price: null,
  end_time: null,
  expires_at: '2026-11-20T10:01:00',
  status: 'Pending',
  trading_type: 'Cryptocurrency',
  trade_mode: 'Buy',
  mode: 'demo',
  payout: null,
  reason: null,
  source: 'manual',
  ...over,
});
