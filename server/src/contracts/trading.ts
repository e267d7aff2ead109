/** What the trading API answers: trades, a submit, the trading options, the public payouts. */
import type { VersionedBalances } from './api';
import type { Instrument, TradingType } from './instruments';
import type { AccountMode, StrikeRate, TradeMode, TradeSource, TradeStatus } from './trade-rules';

export interface TradeDto {
  trade_id: number;
  trade_time: string;
  symbol: string;
  amount: number;
  strike_rate: number;
  /** The percent applied on a win: the option's buy percent for Buy, sell percent for Sell. */
  payout_percent: number;
  duration: number;
  open_price: number;
  end_price: number | null;
  end_time: string | null;
  expires_at: string;
  status: TradeStatus;
  trading_type: TradingType;
  trade_mode: TradeMode;
  mode: AccountMode;
  /** What the trade returned to the balance when it settled (stake plus profit on a win). */
  payout: number | null;
  /** Why a Void trade was voided (its stake refunded), e.g. "No price at expiry"; null otherwise. */
  reason: string | null;
  /** `ats` for a trade placed by the plan's automated trader. */
  source: TradeSource;
}

export interface SubmitTradeResponse extends VersionedBalances {
  /** The stake just taken from the balance of the trade's mode. */
  amount: number;
  trade: TradeDto;
  balance: number;
  demo_balance: number;
}

/** `POST /api/trading/trades/:id/close`: the trade as it ended (`Closed`: end_price and end_time of the close, payout its value) and the balances after. */
export interface CloseTradeResponse extends VersionedBalances {
  trade: TradeDto;
}

export interface TradingOptions {
  durations: number[];
  strike_rates: StrikeRate[];
  instruments: Record<TradingType, Instrument[]>;
}

/** A winning trade as the public sees it: anonymised to the first letter of the trader's name. */
export interface PublicPayoutDto {
  id: number;
  /** First letter of the first name and a dot: "A." */
  name: string;
  symbol: string;
  /** The stake. */
  amount: number;
  /** What the win paid back: stake plus profit. */
  payout: number;
  mode: AccountMode;
  time: string;
}
