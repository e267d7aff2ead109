import { describe, expect, it } from 'vitest';
import { TRADE_LIMITS } from '@contracts/limits';
import { tradeAmountProblem } from '@contracts/rules/trade-amount';
import { canStepStake, STAKE_PRESETS, stakeStep, stepStake } from './stake-steps';

describe('stake presets and steps', () => {
  it('offers presets the form accepts', () => {
    expect(STAKE_PRESETS).toEqual([1, 5, 10, 25, 50, 100]);
    for (const p of STAKE_PRESETS) expect(tradeAmountProblem(p)).toBeNull();
  });

  it('steps finer for small stakes and coarser for large ones', () => {
    expect([1, 9.99, 10, 99, 100, 999, 1000, 10_000].map(stakeStep)).toEqual([1, 1, 5, 5, 50, 50, 500, 5000]);
  });

  it('steps up and down on the grid of the step', () => {
    expect(stepStake(10, 1)).toBe(15);
    expect(stepStake(12.34, 1)).toBe(15);
    expect(stepStake(10, -1)).toBe(9);
    expect(stepStake(12.34, -1)).toBe(10);
    expect(stepStake(100, -1)).toBe(95);
    expect(stepStake(100, 1)).toBe(150);
    expect(stepStake(5, 1)).toBe(6);
    expect(stepStake(1000, -1)).toBe(950);
  });

  it('stays within the amount rules', () => {
    expect(stepStake(1, -1)).toBe(TRADE_LIMITS.minAmount);
    expect(stepStake(TRADE_LIMITS.maxAmount, 1)).toBe(TRADE_LIMITS.maxAmount);
    expect(stepStake(0.5, 1)).toBe(2);
    expect(stepStake(250_000, -1)).toBe(95_000);
    expect(stepStake(Number.NaN, 1)).toBe(TRADE_LIMITS.minAmount);
    expect(stepStake(undefined, -1)).toBe(TRADE_LIMITS.minAmount);
    for (const a of [1, 1.5, 7.25, 10, 33.33, 99.99, 100, 4321, 99_999]) {
      for (const d of [1, -1] as const) expect(tradeAmountProblem(stepStake(a, d))).toBeNull();
    }
  });

  it('says when a step would change nothing', () => {
    expect(canStepStake(1, -1)).toBe(false);
    expect(canStepStake(1, 1)).toBe(true);
    expect(canStepStake(TRADE_LIMITS.maxAmount, 1)).toBe(false);
    expect(canStepStake(Number.NaN, -1)).toBe(true);
  });
});
