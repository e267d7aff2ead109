import { FUNDS_LIMITS } from '@contracts/funds';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Expiry months by name, valued 1 to 12. */
export const CARD_MONTHS: ReadonlyArray<{ value: number; label: string }> = MONTH_NAMES.map((label, i) => ({ value: i + 1, label }));

/** Expiry years: this year and the next 14 (15 options), as the server accepts them (UTC year). */
export function cardYears(now = new Date()): number[] {
  const first = now.getUTCFullYear();
  return Array.from({ length: FUNDS_LIMITS.cardYearsAhead + 1 }, (_, i) => first + i);
}
