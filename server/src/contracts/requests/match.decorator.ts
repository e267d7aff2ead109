import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';

/** The property must equal another property of the same object (confirmPassword = password). */
export function Match(property: string, options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'match',
      target: object.constructor,
      propertyName,
      constraints: [property],
      options,
      validator: {
        validate: (value: unknown, args: ValidationArguments) => value === (args.object as Record<string, unknown>)[property],
      },
    });
}
