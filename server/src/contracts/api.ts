/** Shapes of the HTTP API's answers, shared by the server and the web app. */
import type { IdMethod, ItemKind, KycStatus, Role, VerificationStatus } from './account';
import type { Instrument, TradingType } from './instruments';
import type { PlanRequestState, PlanRequestStatus } from './plans';
import type { AccountMode, StrikeRate, TradeMode, TradeSource, TradeStatus } from './trade-rules';

export interface ApiEnvelope<T> {
  status: boolean;
  message: string;
  data: T;
}

export interface ApiError {
  status: false;
  message: string;
  errors?: Record<string, string>;
}

export type { Role } from './account';

/**
 * A user's two balances (USD), each with the version of its ledger account when it was read: the version
 * grows with every change, so of two readings of a balance the higher version is the newer one.
 */
export interface VersionedBalances {
  balance: number;
  demo_balance: number;
  balance_version: number;
  demo_balance_version: number;
}

export interface UserDto {
  id: string;
  email: string;
  email_verified: boolean;
  firstname: string;
  lastname: string;
  gender: string | null;
  /** YYYY-MM-DD; null until the profile is completed. */
  date_of_birth: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  avatar: string | null;
  referral_code: string;
  balance: number;
  demo_balance: number;
  /** See VersionedBalances. */
  balance_version: number;
  demo_balance_version: number;
  trading_plan: string;
  /** The latest upgrade request (Pending, Approved, or Rejected with its reason); null before any. */
  plan_request: PlanRequestState | null;
  roles: Role[];
  /** The latest identity document's status (None before any upload), and the reason of a rejection. */
  kyc_status: KycStatus;
  kyc_reason: string | null;
}

/** The access token (bearer). The refresh token never appears in a body: it lives in an httpOnly cookie on /api/auth. */
export interface Tokens {
  access: { token: string; expires: string };
}

export interface LoginResponse extends ApiEnvelope<UserDto> {
  tokens: Tokens;
}

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

export interface TradingOptions {
  durations: number[];
  strike_rates: StrikeRate[];
  instruments: Record<TradingType, Instrument[]>;
}

export interface Candle {
  /** Epoch seconds of the candle's start. */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

export const CANDLE_INTERVALS = ['5s', '15s', '1m', '5m', '15m', '1h', '1d'] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];
/** Each interval's length in seconds. */
export const CANDLE_SECONDS: Record<CandleInterval, number> = { '5s': 5, '15s': 15, '1m': 60, '5m': 300, '15m': 900, '1h': 3600, '1d': 86400 };

/** The latest identity verification of the signed-in user (GET /api/profile/user-verification). */
export interface IdentityVerificationDto {
  status: VerificationStatus;
  method: IdMethod;
  /** Served to its owner only, with the bearer token: never a public address. */
  id_file_url: string;
  /** Why it was rejected; null otherwise. */
  reason: string | null;
  created_at: string;
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

/** One review queue of the back office: how many items wait, and for how long the oldest has (seconds). */
export interface QueueSummary {
  pending: number;
  oldest_age_seconds: number | null;
}

/** GET /api/backoffice/summary: each review queue. */
export interface BackofficeSummary {
  kyc: QueueSummary;
  deposits: QueueSummary;
  withdrawals: QueueSummary;
  plans: QueueSummary;
}

/** `GET /api/backoffice/clients/:id`: who the item belongs to, beside the item under review. */
export interface BackofficeClientSummary {
  id: string;
  name: string;
  email: string;
  email_verified: boolean;
  country: string | null;
  balance: number;
  demo_balance: number;
  kyc_status: KycStatus;
  kyc_reason: string | null;
  trading_plan: string;
  created_at: string;
  /** The five latest of each (real trades only). */
  recent_deposits: DepositDto[];
  recent_withdrawals: WithdrawalDto[];
  recent_trades: TradeDto[];
}

/** A queue item with its review state: its status, or `Awaiting second approval` after a first approval under four eyes. */
export type BackofficeItem<T> = T & {
  review_state: string;
  first_approval_by: string | null;
};

/** `GET /api/backoffice/deposits|withdrawals?status=&cursor=`: oldest first; `next_cursor` fetches the next page. */
export interface BackofficePage<T> {
  items: BackofficeItem<T>[];
  next_cursor: string | null;
}

/** Who a money item belongs to, as the back office's queues show it. */
export interface BackofficeClientBrief {
  id: string;
  name: string;
  email: string;
  kyc_status: KycStatus;
  /** Real balance (USD). */
  balance: number;
  demo_balance: number;
}

/** A deposit as staff see it: the client's fields plus what review needs (never a card number: there is none). */
export interface DepositForStaff extends DepositDto {
  user_id: string;
  client: BackofficeClientBrief;
  /** USD per coin at request time. */
  rate: number | null;
  address: string | null;
  gateway_reference: string | null;
  has_receipt: boolean;
  receipt_url: string | null;
  reviewed_by: string | null;
  decided_at: string | null;
}

/** A withdrawal as staff see it: the full bank details the payout needs. */
export interface WithdrawalForStaff extends WithdrawalDto {
  user_id: string;
  client: BackofficeClientBrief;
  bank_name: string | null;
  account_number: string | null;
  routing_number: string | null;
  account_type: import('./funds').BankAccountType | null;
  payout_reference: string | null;
  reviewed_by: string | null;
  decided_at: string | null;
}

/** `POST /api/backoffice/<kind>/:id/approve|reject` (202): the decision is recorded and will be applied. */
export interface DecisionAccepted {
  decision_id: string;
  /** The item's state when the decision was recorded (it changes once the decision is applied). */
  state: string;
}

/** An identity document in the back office's review queue. */
export interface BackofficeKycItem {
  id: string;
  user_id: string;
  client_name: string;
  client_email: string;
  method: IdMethod;
  status: VerificationStatus;
  reason: string | null;
  created_at: string;
  reviewed_at: string | null;
  file_url: string;
}

/** One row of the append-only audit log. */
export interface AuditEntry {
  id: string;
  actor_id: string | null;
  /** The staff member's e-mail, for the log's readers. */
  actor_email: string | null;
  action: string;
  item_kind: ItemKind;
  item_id: string;
  from_state: string | null;
  to_state: string | null;
  reason: string | null;
  ip: string | null;
  created_at: string;
}

/** GET /api/deposit/wallet-address: the user's own deposit address for a coin. */
export interface DepositAddressDto {
  currency: import('./funds').CryptoCurrency;
  address: string;
}

/** GET /api/deposit/convert: a USD amount in coins at our feed's latest price (rate: USD per coin). */
export interface CoinQuoteDto {
  currency: import('./funds').CryptoCurrency;
  usd_amount: number;
  coin_amount: number;
  rate: number;
}

export interface DepositDto {
  deposit_id: number;
  /** USD. */
  amount: number;
  /** Coins quoted at request time (8 decimals); null for a card. */
  coin_amount: number | null;
  /** btc, eth, or usd for a card. */
  currency: string;
  method: import('./funds').DepositMethod;
  status: import('./funds').DepositStatus;
  reason: string | null;
  createdAt: string;
  /** Card deposits only. */
  card_last4?: string;
  card_brand?: string;
}

export interface WithdrawalDto {
  withdraw_id: number;
  /** The wallet address, or the bank account masked to its last four digits. */
  wallet: string;
  method: import('./funds').WithdrawalMethod;
  /** USD. */
  amount: number;
  status: import('./funds').WithdrawalStatus;
  reason: string | null;
  createdAt: string;
}

export interface ProfitDto {
  profit_id: number;
  trade_id: number;
  amount: number;
  profit: number;
  earnings: number;
  createdAt: string;
}

/** `POST /api/users/request-plan-update`: the request as the user now carries it, and the balances after the hold. */
export interface PlanRequestAnswer extends VersionedBalances {
  plan_request: PlanRequestState;
  balance: number;
  demo_balance: number;
}

/** A plan upgrade request as staff see it (`GET /api/backoffice/plans`, `/plans/:id`). */
export interface PlanRequestForStaff {
  plan_request_id: number;
  user_id: string;
  client: BackofficeClientBrief;
  /** The plan held when the upgrade was asked for, and the plan asked for ("Gold-7600"). */
  from_plan: string;
  plan: string;
  /** USD held from the real balance: the price difference. */
  amount: number;
  status: PlanRequestStatus;
  reason: string | null;
  created_at: string;
  reviewed_by: string | null;
  decided_at: string | null;
}

/** `PUT /api/ats`: the automated trader's settings. */
export interface AtsSettingsDto {
  enabled: boolean;
  /** USD per trade. */
  stake: number;
  symbol: string;
}

/** `GET /api/ats`: the settings, today's use against the plan's limit and the latest ATS trades. */
export interface AtsStatusDto extends AtsSettingsDto {
  trading_plan: string;
  trades_per_day: number;
  /** ATS trades placed since 00:00 UTC. */
  today_count: number;
  interval_seconds: number;
  /** The duration its trades take (seconds); null when no duration of at least a minute is offered. */
  duration: number | null;
  last_run_at: string | null;
  /** What the last round did for this holder ("Placed a Buy trade", or why it placed none). */
  last_outcome: string | null;
  recent: TradeDto[];
}
