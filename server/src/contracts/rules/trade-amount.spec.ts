import { validateSync } from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { SubmitTradeDto } from '../requests/trade.request';
import { tradeAmountProblem } from './trade-amount';

const NOT_A_NUMBER = 'must be a number with at most 2 decimals';
const requestMessage = (amount: unknown) =>
  Object.values(validateSync(plainToInstance(SubmitTradeDto, { amount })).find((e) => e.property === 'amount')?.constraints ?? {})[0] ?? null;

describe('tradeAmountProblem', () => {
  it('accepts stakes within the limits with at most two decimals', () => {
    for (const amount of [1, 10, 10.5, 99.99, 100_000]) expect(tradeAmountProblem(amount)).toBeNull();
  });

  it('says a missing stake is required, not that it is out of range', () => {
    expect(tradeAmountProblem(undefined)).toBe('is required');
    expect(tradeAmountProblem(null)).toBe('is required');
  });

  it('says anything but a plain number is not a number, exponent forms included', () => {
    for (const amount of ['10', '', true, {}, [], NaN, Infinity, -Infinity, 1e-7, 1.5e-7, 1e21, -1e21, 5e-324]) {
      expect({ amount, problem: tradeAmountProblem(amount) }).toEqual({ amount, problem: NOT_A_NUMBER });
    }
  });

  it('refuses a stake out of range, then one with more than two decimals', () => {
    expect(tradeAmountProblem(100_001)).toBe('must be at most 100000');
    expect(tradeAmountProblem(0.5)).toBe('must be at least 1');
    expect(tradeAmountProblem(-5)).toBe('must be at least 1');
    expect(tradeAmountProblem(1.234)).toBe(NOT_A_NUMBER);
    expect(tradeAmountProblem(0.1 + 0.2)).toBe('must be at least 1');
    expect(tradeAmountProblem(10.005)).toBe(NOT_A_NUMBER);
  });

  it('is what the request class answers, for any JSON value, without throwing', () => {
    for (const amount of [undefined, null, '10', 0, 0.5, 1.234, 100_001, 1e-7, 1e21, {}, [], 1, 10.5]) {
      expect({ amount, message: requestMessage(amount) }).toEqual({ amount, message: tradeAmountProblem(amount) });
    }
  });
});
