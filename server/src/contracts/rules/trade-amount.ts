import { TRADE_LIMITS } from '../limits';

export const AMOUNT_REQUIRED = 'is required';
const NOT_A_NUMBER = 'must be a number with at most 2 decimals';

/** Digits after the point as JavaScript writes the number; only called on numbers written without an exponent. */
const decimals = (n: number) => String(n).split('.')[1]?.length ?? 0;

/**
 * Why a stake is refused, or null. A missing stake says it is required; anything but a plain
 * number (text, NaN from an unreadable browser input, Infinity, a number only an exponent can
 * write such as 1e-7) says it is not a number; then the cap, the floor and at most two decimals.
 */
export function tradeAmountProblem(value: unknown): string | null {
  if (value === undefined || value === null) return AMOUNT_REQUIRED;
  if (typeof value !== 'number' || !Number.isFinite(value) || /e/i.test(String(value))) return NOT_A_NUMBER;
  if (value > TRADE_LIMITS.maxAmount) return `must be at most ${TRADE_LIMITS.maxAmount}`;
  if (value < TRADE_LIMITS.minAmount) return `must be at least ${TRADE_LIMITS.minAmount}`;
  if (decimals(value) > 2) return NOT_A_NUMBER;
  return null;
}
