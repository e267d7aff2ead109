import { registerDecorator } from 'class-validator';
import { mixesAlphabets } from '../rules/email-address';

export const MIXED_ALPHABETS = 'must not mix alphabets (such as Latin and Cyrillic letters)';

/** An e-mail address whose local part and domain each keep to one alphabet (see mixesAlphabets). */
export function OneAlphabetEmail() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'oneAlphabetEmail',
      target: object.constructor,
      propertyName,
      options: { message: MIXED_ALPHABETS },
      validator: { validate: (value: unknown) => typeof value !== 'string' || !mixesAlphabets(value) },
    });
}
