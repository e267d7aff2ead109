/**
 * Client-side checks with the reference's messages. A rule answers the message without the field
 * name; `fieldErrorText` puts the capitalised field label in front ("Email is invalid").
 */
export type Rule = (value: string) => string | null;

// A standard e-mail shape: something@domain.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_MIN_LENGTH = 10;

export const required: Rule = (v) => (v.trim() ? null : 'is required');

export const email: Rule = (v) => {
  if (!v.trim()) return 'must not be empty';
  return EMAIL_PATTERN.test(v.trim()) ? null : 'is invalid';
};

export const minLength =
  (min: number): Rule =>
  (v) =>
    v.length >= min ? null : `must be at least ${min} characters long`;

/** Applies the rule only when the field is filled (optional fields). */
export const optional =
  (rule: Rule): Rule =>
  (v) =>
    v.trim() ? rule(v) : null;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Runs each field's rules in order and keeps the first failure per field, already worded. */
export function validate<K extends string>(values: Record<K, string>, rules: Partial<Record<K, Rule[]>>, labels: Record<K, string>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const field of Object.keys(rules) as K[]) {
    for (const rule of rules[field] ?? []) {
      const message = rule(values[field]);
      if (message) {
        errors[field] = fieldErrorText(labels[field], message);
        break;
      }
    }
  }
  return errors;
}

/** "email", "is invalid" → "Email is invalid". Server messages that already name the field stay as they are. */
export function fieldErrorText(label: string, message: string): string {
  const capitalised = label.charAt(0).toUpperCase() + label.slice(1);
  if (message.toLowerCase().startsWith(label.toLowerCase())) return capitalised + message.slice(label.length);
  return `${capitalised} ${message}`;
}

/** Field errors from the server ({ field: message }) worded like the client's, for known fields only. */
export function serverFieldErrors<K extends string>(errors: Record<string, string>, labels: Record<K, string>): FieldErrors<K> {
  const result: FieldErrors<K> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (field in labels) result[field as K] = fieldErrorText(labels[field as K], message);
  }
  return result;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
