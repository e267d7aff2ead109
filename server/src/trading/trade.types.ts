import type { TradingType } from '../contracts/instruments';
import type { AccountMode, TradeMode, TradeSource, TradeStatus } from '../contracts/trade-rules';

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
  void_reason: string | null;
  source: TradeSource;
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
  /** The automated trader's interval (epoch seconds / ATS_INTERVAL_SECONDS); absent for the client's own trades. */
  atsSlot?: number;
}

/** An instrument's expiry instant that Pending trades wait on. */
export interface DueInstant {
  symbol: string;
  at: Date;
  /** How many Pending trades it had when read (sizes the settlement batches). */
  trades?: number;
}

/** How the trades of one instant settle: at a price, or Void (price null) for the reason given. */
export interface SettlementPrice extends DueInstant {
  price: number | null;
}
