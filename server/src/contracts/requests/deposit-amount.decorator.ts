import { registerDecorator } from 'class-validator';
import { FUNDS_LIMITS } from '../funds';

type TransformArgs = { value: unknown };

/** A dollar amount sent as form or query text ("100", "10.5") becomes a number; anything else stays as sent for the rule to refuse. */
export const dollarText = ({ value }: TransformArgs): unknown =>
  typeof value === 'string' && /^\d{1,9}(\.\d{1,2})?$/.test(value.trim()) ? Number(value.trim()) : value;

/** Why a USD amount is refused, or null: required, a plain number, at least `min`, at most the cap, at most two decimals. */
export function usdAmountProblem(value: unknown, min: number): string | null {
  if (value === undefined || value === null || value === '') return 'is required';
  if (typeof value !== 'number' || !Number.isFinite(value) || /e/i.test(String(value))) return 'must be a number with at most 2 decimals';
  if (value < min) return `must be at least ${min}`;
  if (value > FUNDS_LIMITS.maxAmount) return `must be at most ${FUNDS_LIMITS.maxAmount}`;
  if ((String(value).split('.')[1]?.length ?? 0) > 2) return 'must be a number with at most 2 decimals';
  return null;
}

/** A USD amount of at least `min` with at most two decimals. */
export function IsUsdAmount(min: number) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isUsdAmount',
      target: object.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) => usdAmountProblem(value, min) === null,
        defaultMessage: (args) => usdAmountProblem(args?.value, min) ?? 'is invalid',
      },
    });
}
