import { registerDecorator } from 'class-validator';
import { tradeAmountProblem } from '../rules/trade-amount';

/** A stake within the trade limits, in dollars with at most two decimals. */
export function IsTradeAmount() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isTradeAmount',
      target: object.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) => tradeAmountProblem(value) === null,
        defaultMessage: (args) => tradeAmountProblem(args?.value) ?? 'is invalid',
      },
    });
}
