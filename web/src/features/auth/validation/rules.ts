/**
 * Client-side checks with the reference's messages, the same words as the server's validation. A
 * rule answers the message without the field name; `fieldErrorText` puts the capitalised field label
 * in front ("Email is invalid"). Limits come from the shared catalogue, never copied.
 */
import { MIN_CLIENT_AGE, PASSWORD_MIN_LENGTH } from '@contracts/limits';

/** A rule sees the field's value and, for cross-field rules, every value of the form. */
export type Rule = (value: string, values: Readonly<Record<string, string>>) => string | null;

// A standard e-mail shape: something@domain.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Messages that are whole sentences: shown as they are, without the field name in front. */
export const PASSWORD_MISMATCH = 'Password and Confirm Password does not match';
export const FILE_REQUIRED = 'Please select file!';
export const MAX_ID_FILE_SIZE = 'Max file size is 5mb';

export const required: Rule = (v) => (v.trim() ? null : 'is required');

export const email: Rule = (v) => {
  if (!v.trim()) return 'must not be empty';
  return EMAIL_PATTERN.test(v.trim()) ? null : 'is invalid';
};

/** At least `min` characters; `trim` counts as the server does for the fields it trims (names, phone). */
export const minLength =
  (min: number, { trim = false } = {}): Rule =>
  (v) =>
    (trim ? v.trim() : v).length >= min ? null : `must be at least ${min} characters long`;

/** Applies the rule only when the field is filled (optional fields). */
export const optional =
  (rule: Rule): Rule =>
  (v, values) =>
    v.trim() ? rule(v, values) : null;

/** One of a fixed list (genders, countries, ID methods). */
export const oneOf =
  (allowed: readonly string[]): Rule =>
  (v) =>
    allowed.includes(v) ? null : 'is invalid';

const MAX_AGE = 130;

/** A date of birth as YYYY-MM-DD (what a date input gives): a real date, in the past, 18 years ago at least. Same words as the server. */
export const birthDate: Rule = (v) => {
  const m = ISO_DATE.exec(v);
  if (!m) return 'is invalid';
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return 'is invalid';
  const now = new Date();
  const today = [now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()] as const;
  const before = (a: readonly number[], b: readonly number[]) => (a[0] !== b[0] ? a[0]! < b[0]! : a[1] !== b[1] ? a[1]! < b[1]! : a[2]! < b[2]!);
  if (!before([y, mo, d], today)) return 'must be in the past';
  if (today[0] - y > MAX_AGE) return 'is invalid';
  if (before(today, [y + MIN_CLIENT_AGE, mo, d])) return `must be at least ${MIN_CLIENT_AGE} years ago`;
  return null;
};

/** The latest birth date an adult client can have, as YYYY-MM-DD: the date picker's maximum. */
export function latestBirthDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getUTCFullYear() - MIN_CLIENT_AGE}-${pad(now.getUTCMonth() + 1)}-${pad(now.getUTCDate())}`;
}

/** Equal to another field of the form (confirmPassword → password). */
export const sameAs =
  (field: string): Rule =>
  (v, values) =>
    v === values[field] ? null : PASSWORD_MISMATCH;

/** A new password: present and long enough. */
export const newPassword: Rule[] = [required, minLength(PASSWORD_MIN_LENGTH)];
/** Its confirmation: present and equal to `password`. */
export const passwordConfirmation: Rule[] = [required, sameAs('password')];

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Runs each field's rules in order and keeps the first failure per field, already worded. */
export function validate<K extends string>(values: Record<K, string>, rules: Partial<Record<K, Rule[]>>, labels: Record<K, string>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const field of Object.keys(rules) as K[]) {
    for (const rule of rules[field] ?? []) {
      const message = rule(values[field], values);
      if (message) {
        errors[field] = fieldErrorText(labels[field], message);
        break;
      }
    }
  }
  return errors;
}

/**
 * "email", "is invalid" → "Email is invalid". A message that already names the field, or is a whole
 * sentence ("Please select file!"), stays as it is.
 */
export function fieldErrorText(label: string, message: string): string {
  const capitalised = label.charAt(0).toUpperCase() + label.slice(1);
  if (message.toLowerCase().startsWith(label.toLowerCase())) return capitalised + message.slice(label.length);
  if (/^[A-Z]/.test(message)) return message;
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
