import { MIN_CLIENT_AGE } from '../limits';

/** A calendar date as year, month (1-12), day. */
type Ymd = [number, number, number];

export type BirthDateProblem = 'is invalid' | 'must be in the past' | `must be at least ${number} years ago`;

/**
 * Why a YYYY-MM-DD birth date is refused, or null when it is a real calendar date, in the past,
 * at least `minAge` years before `today` (UTC) and not absurdly old.
 */
export function birthDateProblem(value: unknown, minAge = MIN_CLIENT_AGE, today = new Date()): BirthDateProblem | null {
  if (typeof value !== 'string') return 'is invalid';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return 'is invalid';
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return 'is invalid';
  const now: Ymd = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const notAfter = (a: Ymd, b: Ymd) => (a[0] !== b[0] ? a[0] < b[0] : a[1] !== b[1] ? a[1] < b[1] : a[2] <= b[2]);
  if (!notAfter([y, mo, d], now) || value === today.toISOString().slice(0, 10)) return 'must be in the past';
  if (now[0] - y > 130) return 'is invalid';
  if (!notAfter([y + minAge, mo, d], now)) return `must be at least ${minAge} years ago`;
  return null;
}

/** The latest birth date a client of `minAge` can have, as YYYY-MM-DD: the date picker's maximum. */
export function latestBirthDate(now = new Date(), minAge = MIN_CLIENT_AGE): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getUTCFullYear() - minAge}-${pad(now.getUTCMonth() + 1)}-${pad(now.getUTCDate())}`;
}
