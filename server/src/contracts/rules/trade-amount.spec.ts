import { IsNumber, Max, Min, validateSync } from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { TRADE_LIMITS } from '../limits';
import { SubmitTradeDto } from '../requests/trade.request';
import { tradeAmountProblem } from './trade-amount';

/** The three decorators the stake was checked with before the rule was shared: the API must answer as they did. */
class FormerAmount {
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'must be a number with at most 2 decimals' })
  @Min(TRADE_LIMITS.minAmount, { message: `must be at least ${TRADE_LIMITS.minAmount}` })
  @Max(TRADE_LIMITS.maxAmount, { message: `must be at most ${TRADE_LIMITS.maxAmount}` })
  amount: unknown;
}

const firstMessage = (target: object) => Object.values(validateSync(target)[0]?.constraints ?? {})[0] ?? null;

describe('tradeAmountProblem', () => {
  it('accepts stakes within the limits with at most two decimals', () => {
    for (const amount of [1, 10, 10.5, 99.99, 100_000]) expect(tradeAmountProblem(amount)).toBeNull();
  });

  it('answers what the API answered with the former decorators, for any JSON value', () => {
    const values = ['10', 0, 0.5, 0.999, -5, 1.234, 100_001, 100_000.001, 200_000.555, 1e21, Infinity, -Infinity, null, undefined, true, {}, [], 1, 100_000];
    for (const amount of values) {
      const former = firstMessage(plainToInstance(FormerAmount, { amount }));
      const shared =
        Object.values(validateSync(plainToInstance(SubmitTradeDto, { amount })).find((e) => e.property === 'amount')?.constraints ?? {})[0] ?? null;
      expect({ amount, message: shared }).toEqual({ amount, message: former });
      expect({ amount, message: tradeAmountProblem(amount) }).toEqual({ amount, message: former });
    }
  });

  it('says an unreadable browser input (NaN) is not a number', () => {
    expect(tradeAmountProblem(NaN)).toBe('must be a number with at most 2 decimals');
  });
});
