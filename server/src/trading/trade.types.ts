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

/** The columns settlement sets. */
export type SettledColumn = 'status' | 'end_price' | 'end_time' | 'payout' | 'void_reason';

/** A trade's columns that never change once it is open. */
export type TradeHeadRow = Omit<TradeRow, SettledColumn>;

/** What the settling statement returns of each trade it settled: the settled columns, and whose stake moves where. */
export type SettledTradeRow = Pick<TradeRow, 'id' | 'user_id' | 'mode' | 'amount' | SettledColumn>;

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

/** A trade to open for one request of a group, with the Idempotency-Key it is answered under and its request's hash. */
export interface TradeToOpen extends NewTrade {
  idempotencyKey?: string;
  requestHash?: string;
  /** The sign-in it comes from (the session length and reality check are judged by it); none for the automated trader. */
  sessionId?: string;
}

/**
 * An opened trade as trading_open_trades answers it and keeps it under its Idempotency-Key: the row
 * as JSON, the balance (cents) and version of its mode's account after the stake, and the other mode's.
 */
export interface OpenedTrade {
  trade: TradeJson;
  balance: number;
  version: number;
  other_balance: number;
  other_version: number;
}

/** A trades row in JSON (PostgreSQL's to_jsonb): numbers for bigint and numeric, ISO strings for times. */
export type TradeJson = Omit<TradeRow, 'id' | 'amount' | 'open_price' | 'end_price' | 'payout' | 'opened_at' | 'expires_at' | 'end_time'> & {
  id: number;
  amount: number;
  open_price: number;
  end_price: number | null;
  payout: number | null;
  opened_at: string;
  expires_at: string;
  end_time: string | null;
};

/** What opening answers for one request of a group. */
export type OpenOutcome =
  | { outcome: 'opened'; answer: OpenedTrade }
  /** Its key was used before: the answer and request hash kept then. */
  | { outcome: 'answered'; answer: unknown; requestHash: string }
  /** Its stake is above its balance. */
  | { outcome: 'short' }
  /** The client's own limit, time-out or self-exclusion forbids it: the refusal (protections.sql). */
  | { outcome: 'refused'; refusal: unknown };

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
