import { TRADE_LIMITS } from '../limits';

const NOT_A_NUMBER = 'must be a number with at most 2 decimals';

const decimals = (n: number) => (n % 1 === 0 ? 0 : (String(n).split('.')[1]?.length ?? 0));

/**
 * Why a stake is refused, or null. The checks run in the order the API has always answered them:
 * the cap, the floor, then the number's form. NaN (an empty or unreadable input in the browser;
 * JSON never carries it) says it is not a number.
 */
export function tradeAmountProblem(value: unknown): string | null {
  if (typeof value === 'number' && Number.isNaN(value)) return NOT_A_NUMBER;
  const n = typeof value === 'number' ? value : NaN;
  if (!(n <= TRADE_LIMITS.maxAmount)) return `must be at most ${TRADE_LIMITS.maxAmount}`;
  if (!(n >= TRADE_LIMITS.minAmount)) return `must be at least ${TRADE_LIMITS.minAmount}`;
  if (!Number.isFinite(n) || decimals(n) > 2) return NOT_A_NUMBER;
  return null;
}
