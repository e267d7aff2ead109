import { EXPIRY_PRICE_WAIT_MS, EXPIRY_TICK_MAX_AGE_MS } from './trade-rules';

/** Ticks older than this are trimmed; the price of an older instant comes from its minute candle. */
export const TICK_WINDOW_MS = 3 * 3600 * 1000;

/** How an expiry instant settles: at a price, Void (no price will come), or not decided yet. */
export type ExpiryPrice = { kind: 'price'; price: number } | { kind: 'void' } | { kind: 'wait' };

export interface ExpiryEvidence {
  /** The expiry instant, epoch ms. */
  at: number;
  now: number;
  /** The last tick at or before the instant, if any is stored. */
  before: { time: number; price: number } | null;
  /** Whether a tick later than the instant is stored. */
  laterTick: boolean;
  /** The close of the instant's minute candle, for instants older than the tick window. */
  minuteClose?: number | null;
}

/**
 * Deriv's "consistent tick": the price at expiry is the last tick at or before it, and it counts
 * only once a later tick exists (or EXPIRY_PRICE_WAIT_MS have passed without one: none will come).
 * Without a tick in the EXPIRY_TICK_MAX_AGE_MS before the instant there is no price: Void.
 * Beyond the tick window the minute candle's close stands in for the ticks.
 */
export function expiryPrice(e: ExpiryEvidence): ExpiryPrice {
  if (e.now - e.at >= TICK_WINDOW_MS) return e.minuteClose == null ? { kind: 'void' } : { kind: 'price', price: e.minuteClose };
  if (!e.laterTick && e.now - e.at < EXPIRY_PRICE_WAIT_MS) return { kind: 'wait' };
  return e.before && e.at - e.before.time <= EXPIRY_TICK_MAX_AGE_MS ? { kind: 'price', price: e.before.price } : { kind: 'void' };
}
