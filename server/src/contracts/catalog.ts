/**
 * The one business catalogue shared by the server and the web app: instruments, payout options,
 * durations, plans and limits. Pure data and pure functions only (no Node or browser APIs), so both
 * sides import this file as it is.
 */

export const TRADING_TYPES = ['Cryptocurrency', 'Currencies'] as const;
export type TradingType = (typeof TRADING_TYPES)[number];

export const TRADE_MODES = ['Buy', 'Sell'] as const;
export type TradeMode = (typeof TRADE_MODES)[number];

export const ACCOUNT_MODES = ['demo', 'real'] as const;
export type AccountMode = (typeof ACCOUNT_MODES)[number];

export const TRADE_STATUSES = ['Pending', 'Won', 'Lost', 'Draw'] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];

export interface Instrument {
  /** Symbol as the API and the trade rows carry it, without a slash: BTCUSD. */
  symbol: string;
  /** Display name: BTC/USD. */
  name: string;
  trading_type: TradingType;
  /** Decimals a price of this instrument is quoted with. */
  decimals: number;
  /** Reference price the simulated feed starts from. */
  reference_price: number;
  /** Annualised volatility of the simulated feed (0.6 = 60%). */
  volatility: number;
}

const crypto = (symbol: string, name: string, decimals: number, reference_price: number, volatility: number): Instrument => ({
  symbol,
  name,
  trading_type: 'Cryptocurrency',
  decimals,
  reference_price,
  volatility,
});
const currency = (symbol: string, name: string, decimals: number, reference_price: number, volatility: number): Instrument => ({
  symbol,
  name,
  trading_type: 'Currencies',
  decimals,
  reference_price,
  volatility,
});

export const INSTRUMENTS: readonly Instrument[] = [
  crypto('BCHBTC', 'BCH/BTC', 8, 0.0052, 0.55),
  crypto('BTCUSD', 'BTC/USD', 2, 91000, 0.5),
  crypto('ETHUSD', 'ETH/USD', 2, 3050, 0.65),
  crypto('ETHUSDT', 'ETH/USDT', 2, 3052, 0.65),
  crypto('LTCUSD', 'LTC/USD', 2, 84, 0.75),
  crypto('XRPUSD', 'XRP/USD', 4, 2.15, 0.8),
  crypto('BCHUSD', 'BCH/USD', 2, 480, 0.75),
  crypto('SOLUSD', 'SOL/USD', 2, 138, 0.8),
  crypto('ADAUSD', 'ADA/USD', 4, 0.42, 0.85),
  crypto('DOGEUSD', 'DOGE/USD', 5, 0.15, 0.9),
  currency('EURUSD', 'EUR/USD', 5, 1.158, 0.07),
  currency('GBPUSD', 'GBP/USD', 5, 1.312, 0.08),
  currency('USDJPY', 'USD/JPY', 3, 156.4, 0.09),
  currency('USDCHF', 'USD/CHF', 5, 0.803, 0.08),
  currency('AUDUSD', 'AUD/USD', 5, 0.648, 0.1),
  currency('USDCAD', 'USD/CAD', 5, 1.404, 0.07),
  currency('NZDUSD', 'NZD/USD', 5, 0.566, 0.1),
  currency('EURGBP', 'EUR/GBP', 5, 0.882, 0.06),
  currency('EURJPY', 'EUR/JPY', 3, 181.1, 0.09),
];

export const DEFAULT_SYMBOL = 'BCHBTC';

export const INSTRUMENTS_BY_SYMBOL: ReadonlyMap<string, Instrument> = new Map(INSTRUMENTS.map((i) => [i.symbol, i]));

export function instrumentsOfType(type: TradingType): Instrument[] {
  return INSTRUMENTS.filter((i) => i.trading_type === type);
}

/** Payout options ("strike rates"): the percent returned on a win, for Buy and for Sell. */
export interface StrikeRate {
  value: number;
  buy: number;
  sell: number;
}

export const STRIKE_RATES: readonly StrikeRate[] = [
  { value: 1, buy: 75, sell: 3 },
  { value: 2, buy: 12, sell: 5 },
  { value: 3, buy: 11, sell: 13 },
  { value: 4, buy: 1, sell: 18 },
  { value: 5, buy: 1, sell: 61 },
];

export function payoutPercent(option: StrikeRate, mode: TradeMode): number {
  return mode === 'Buy' ? option.buy : option.sell;
}

/** Default allowed trade durations in seconds; the server may override them (TRADE_DURATIONS). */
export const DEFAULT_TRADE_DURATIONS: readonly number[] = [60, 180, 300, 900, 1800, 3600, 7200, 86400];

export const TRADE_LIMITS = {
  /** Minimum stake in USD (or virtual dollars in demo). */
  minAmount: 1,
  /** Maximum stake of one trade, a risk limit of the house. */
  maxAmount: 100_000,
  /** The reference's amount input step. */
  amountStep: 120,
} as const;

export const DEMO_STARTING_BALANCE = 10_000;

export const RECENT_TRADES_SHOWN = 2;

/** Plans in ladder order; the user's trading_plan reads "<name>-<price>". */
export interface Plan {
  name: string;
  price: number;
  trades_per_day: number;
  vip: boolean;
}

export const PLANS: readonly Plan[] = [
  { name: 'Beginner', price: 3000, trades_per_day: 1, vip: false },
  { name: 'Gold', price: 7600, trades_per_day: 5, vip: false },
  { name: 'Platinum', price: 21199, trades_per_day: 10, vip: false },
  { name: 'Diamond', price: 50730, trades_per_day: 14, vip: true },
];

export const NO_PLAN = 'None';

export function planCode(plan: Plan): string {
  return `${plan.name}-${plan.price}`;
}

/** Money is held in integer cents; the API speaks dollars with two decimals. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number | bigint | string): number {
  return Number(cents) / 100;
}

/** Profit of a winning stake, in cents, rounded down (the house never pays a fraction of a cent). */
export function profitCents(stakeCents: number, percent: number): number {
  return Math.floor((stakeCents * percent) / 100);
}

/** The potential amount shown beside the payout option: amount x percent / 100, two decimals. */
export function potentialAmount(amount: number, percent: number): string {
  return fromCents(profitCents(toCents(amount), percent)).toFixed(2);
}

/** Outcome of a trade from its direction and its open and end prices. */
export function tradeOutcome(mode: TradeMode, openPrice: number, endPrice: number): Exclude<TradeStatus, 'Pending'> {
  if (endPrice === openPrice) return 'Draw';
  const up = endPrice > openPrice;
  return (mode === 'Buy') === up ? 'Won' : 'Lost';
}

/** Genders offered at profile completion, and on the edit-profile screen. */
export const GENDERS_AT_COMPLETION = ['male', 'female', 'others'] as const;
export const GENDERS_ON_PROFILE = ['male', 'female'] as const;

/** Government ID document types. */
export const ID_METHODS = ['drivers_license', 'international_passport', 'national_id', 'others'] as const;
export type IdMethod = (typeof ID_METHODS)[number];

export const VERIFICATION_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Upload limits in bytes, and the types accepted (decided by the file's content, never its name). */
export const UPLOAD_LIMITS = {
  document: 5_242_880,
  receipt: 5_242_880,
  avatar: 2_097_152,
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_MIN_LENGTH = 10;
export const PROFILE_NAME_MIN_LENGTH = 3;
/** The youngest age at which a client may hold an account. */
export const MIN_CLIENT_AGE = 18;

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
