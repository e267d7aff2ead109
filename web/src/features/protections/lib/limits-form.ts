import { LIMIT_NAMES, MONEY_LIMITS, type AccountLimitsDto, type LimitName, type LimitValues, type UpdateLimitsRequest } from '@contracts/protections';

export const isMoneyLimit = (name: LimitName): boolean => (MONEY_LIMITS as readonly string[]).includes(name);

/** The twelve limits in force, without the rest of the answer: what the form starts from. */
export const limitValuesOf = (limits: AccountLimitsDto): LimitValues => Object.fromEntries(LIMIT_NAMES.map((n) => [n, limits[n]])) as LimitValues;

/**
 * A typed limit as the request carries it: empty is null (no limit), "$1,250.50" is 1250.5, and
 * anything else a number or NaN for the request class to refuse.
 */
export function typedLimit(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return text;
  const trimmed = (text ?? '').replace(/[\s$,]/g, '');
  return trimmed === '' ? null : Number(trimmed);
}

/** What Save sends: only the limits whose value differs from the one in force (null removes one). */
export function limitChanges(inForce: LimitValues, values: Partial<LimitValues>): UpdateLimitsRequest {
  const changes: UpdateLimitsRequest = {};
  for (const name of LIMIT_NAMES) {
    const value = values[name] ?? null;
    if (value !== inForce[name]) changes[name] = value;
  }
  return changes;
}
