import { registerDecorator, type ValidationOptions } from 'class-validator';
import { MIN_CLIENT_AGE } from '../limits';
import { birthDateProblem } from '../rules/birth-date';

/** A date of birth as YYYY-MM-DD of someone at least `minAge` years old. */
export function IsBirthDate(minAge = MIN_CLIENT_AGE, options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isBirthDate',
      target: object.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown) => birthDateProblem(value, minAge) === null,
        defaultMessage: (args) => birthDateProblem(args?.value, minAge) ?? 'is invalid',
      },
    });
}
