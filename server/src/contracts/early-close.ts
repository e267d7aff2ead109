/**
 * Early close: an open trade sold back before expiry at a price the server quotes (DESIGN "Early
 * close"). The quote's rule is here, once, for the server that prices and the screen that explains it.
 */
import { SECONDS_PER_YEAR } from './instruments';
import { payoutCents, type TradeMode } from './trade-rules';

/** A quote can be taken this long after it was given. */
export const CLOSE_QUOTE_VALID_MS = 1_000;
/** No close in the last seconds before expiry: settlement decides those. */
export const CLOSE_CUTOFF_MS = 5_000;
/** The house's spread on a close, in percent of the trade's payout (CLOSE_SPREAD_PERCENT). */
export const DEFAULT_CLOSE_SPREAD_PERCENT = 3;

/** What `GET /api/trading/trades/:id/quote` answers, and a 409 QUOTE_EXPIRED carries as `data`. */
export interface CloseQuote {
  /** Opaque: pass it back to `POST /api/trading/trades/:id/close` while it is valid. */
  quote_id: string;
  /** USD the close returns to the balance. */
  value: number;
  /** ISO time after which the quote is refused (a fresh one comes with the refusal). */
  valid_until: string;
}

/** What the close value depends on. */
export interface CloseValueInput {
  tradeMode: TradeMode;
  openPrice: number;
  /** The current price. */
  price: number;
  msLeft: number;
  /** The instrument's annualised volatility. */
  volatility: number;
  stakeCents: number;
  payoutPercent: number;
  spreadPercent: number;
}

/**
 * Cents a close returns now: the fair value of the binary option (its payout times the chance, under a
 * driftless geometric Brownian motion at the instrument's volatility, that the price ends on the trade's
 * side of its open price) less the spread, rounded down, between 0 and the payout.
 */
export function closeValueCents(t: CloseValueInput): number {
  const payout = payoutCents(t.stakeCents, t.payoutPercent, 'Won');
  const chanceUp = chanceToEndAbove(t.price, t.openPrice, t.volatility, t.msLeft / 1000);
  const chance = t.tradeMode === 'Buy' ? chanceUp : 1 - chanceUp;
  const value = Math.floor(payout * chance - (payout * t.spreadPercent) / 100);
  return Math.min(payout, Math.max(0, value));
}

/** The chance that a price now at `price` ends above `strike` after `seconds` (the digital call's N(d2)). */
export function chanceToEndAbove(price: number, strike: number, volatility: number, seconds: number): number {
  const sd = volatility * Math.sqrt(Math.max(0, seconds) / SECONDS_PER_YEAR);
  if (sd === 0) return price > strike ? 1 : price < strike ? 0 : 0.5;
  return normalCdf((Math.log(price / strike) - (sd * sd) / 2) / sd);
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26: error below 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
