import type { TradingType } from '../contracts/instruments';
import type { AccountMode, TradeMode, TradeStatus } from '../contracts/trade-rules';

/** A trades row as PostgreSQL returns it (bigint and numeric arrive as strings). */
export interface TradeRow {
  id: string;
  user_id: string;
  mode: AccountMode;
  trading_type: TradingType;
  symbol: string;
  trade_mode: TradeMode;
  amount: string;
  strike_rate: number;
  payout_percent: number;
  duration: number;
  open_price: string;
  opened_at: Date;
  expires_at: Date;
  status: TradeStatus;
  end_price: string | null;
  end_time: Date | null;
  payout: string | null;
}

export interface NewTrade {
  userId: string;
  mode: AccountMode;
  tradingType: TradingType;
  symbol: string;
  tradeMode: TradeMode;
  amount: number;
  strikeRate: number;
  payoutPercent: number;
  duration: number;
  openPrice: number;
  openedAt: Date;
  expiresAt: Date;
}

/** The price of one instrument at one instant, to settle the trades that expire then. */
export interface SettlementPrice {
  symbol: string;
  at: Date;
  price: number;
}
