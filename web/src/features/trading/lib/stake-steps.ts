import { TRADE_LIMITS } from '@contracts/limits';
import { tradeAmountProblem } from '@contracts/rules/trade-amount';

/** One-tap stakes under the amount field (dollars). */
export const STAKE_PRESETS = [1, 5, 10, 25, 50, 100] as const;

/** The stake's step at an amount: finer for small stakes, coarser for large ones (1, 5, 50, 500, 5,000). */
export function stakeStep(amount: number): number {
  if (amount < 10) return 1;
  if (amount < 100) return 5;
  if (amount < 1_000) return 50;
  if (amount < 10_000) return 500;
  return 5_000;
}

const cents = (n: number) => Math.round(n * 100);

/**
 * The stake one − or + away, on the grid of its step: 10 + → 15, 12.34 + → 15, 10 − → 9, 100 − → 95,
 * kept between the form's minimum and maximum. An unreadable amount steps from the minimum.
 */
export function stepStake(amount: number | null | undefined, direction: 1 | -1): number {
  const { minAmount, maxAmount } = TRADE_LIMITS;
  const current = typeof amount === 'number' && Number.isFinite(amount) ? Math.min(Math.max(amount, minAmount), maxAmount) : null;
  if (current === null) return minAmount;
  let next: number;
  if (direction === 1) {
    const step = stakeStep(current);
    next = (Math.floor(cents(current) / cents(step)) + 1) * step;
  } else {
    // The step below the amount: 100 − uses the step of 99.99 (5), so 100 → 95.
    const step = stakeStep(current - 0.01);
    next = (Math.ceil(cents(current) / cents(step)) - 1) * step;
  }
  return Math.min(Math.max(next, minAmount), maxAmount);
}

/** Whether − (or +) would change a stake: not below the minimum, not above the maximum. */
export function canStepStake(amount: number | null | undefined, direction: 1 | -1): boolean {
  if (typeof amount !== 'number' || tradeAmountProblem(amount) !== null) return true;
  return direction === 1 ? amount < TRADE_LIMITS.maxAmount : amount > TRADE_LIMITS.minAmount;
}
