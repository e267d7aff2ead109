import type { ApiErrorCode } from './api';

/**
 * Responsible trading (DESIGN "Client protections"): the limits a client binds themselves with, the
 * time-out and self-exclusion, and the reality check. Money limits are dollars in the API (cents inside).
 */

export const MONEY_LIMITS = [
  'deposit_day',
  'deposit_week',
  'deposit_month',
  'loss_day',
  'loss_week',
  'loss_month',
  'turnover_day',
  'turnover_week',
  'turnover_month',
] as const;
export const COUNT_LIMITS = ['max_open_positions', 'session_minutes', 'reality_check_minutes'] as const;
export const LIMIT_NAMES = [...MONEY_LIMITS, ...COUNT_LIMITS] as const;

export type MoneyLimitName = (typeof MONEY_LIMITS)[number];
export type LimitName = (typeof LIMIT_NAMES)[number];

/** The days each money limit counts back: today (from 00:00 UTC), and the 6 or 29 days before it. */
export const LIMIT_WINDOW_DAYS: Readonly<Record<MoneyLimitName, 1 | 7 | 30>> = {
  deposit_day: 1,
  deposit_week: 7,
  deposit_month: 30,
  loss_day: 1,
  loss_week: 7,
  loss_month: 30,
  turnover_day: 1,
  turnover_week: 7,
  turnover_month: 30,
};

/** The bounds a limit may be set within (dollars for money, a count or minutes otherwise). */
export const LIMIT_BOUNDS: Readonly<Record<LimitName, { min: number; max: number }>> = {
  ...(Object.fromEntries(MONEY_LIMITS.map((n) => [n, { min: 1, max: 1_000_000 }])) as Record<MoneyLimitName, { min: number; max: number }>),
  max_open_positions: { min: 1, max: 1_000 },
  session_minutes: { min: 10, max: 1_440 },
  reality_check_minutes: { min: 10, max: 240 },
};

/** Raising or removing a limit applies this long after it is asked for; lowering one applies at once. */
export const LIMIT_RAISE_DELAY_HOURS = 24;

/** A time-out lasts 1 day to 6 weeks; a self-exclusion 6 months to 5 years. Neither ends early. */
export const TIME_OUT_DAYS = { min: 1, max: 42 } as const;
export const SELF_EXCLUSION_MONTHS = { min: 6, max: 60 } as const;

export type LimitValues = Record<LimitName, number | null>;

/** A raise or removal waiting for its 24 hours: `value` null removes the limit. */
export interface PendingLimit {
  value: number | null;
  applies_at: string;
}

export type ExclusionKind = 'time_out' | 'self_exclusion';

export interface ExclusionDto {
  kind: ExclusionKind;
  started_at: string;
  ends_at: string;
}

/** GET /api/account/limits: the limits in force (null: none), the changes waiting, what each money limit has counted so far, the exclusion in force. */
export interface AccountLimitsDto extends LimitValues {
  pending: Partial<Record<LimitName, PendingLimit>>;
  /** Dollars counted in each money limit's window now, and the open real positions. */
  usage: Record<MoneyLimitName, number> & { open_positions: number };
  /** The time-out or self-exclusion in force (the one ending last), or null. */
  exclusion: ExclusionDto | null;
}

/** PUT /api/account/limits: any of the limits, each a number or null (remove). */
export type UpdateLimitsRequest = Partial<LimitValues>;

/** GET /api/account/reality-check: the signed-in session's time and results in real money. */
export interface RealityCheckDto {
  /** Minutes between checks; null when the client set none. */
  interval_minutes: number | null;
  session_started_at: string;
  /** When trading pauses for the next check (null without an interval). */
  due_at: string | null;
  /** Real trades opened in this session, their stakes, and what they made (returns less stakes of the settled ones), dollars. */
  trades: number;
  stakes: number;
  result: number;
}

/** The codes of the 403 a protection answers on a real-money action (its `data` is a ProtectionRefusal). */
export const PROTECTION_CODES = ['LIMIT_REACHED', 'EXCLUDED', 'REALITY_CHECK_DUE'] as const satisfies readonly ApiErrorCode[];

/** The data of a 403 that a limit, an exclusion or a reality check answered: which one, and when it lifts (null: not by time). */
export interface ProtectionRefusal {
  limit: LimitName | ExclusionKind | 'reality_check';
  resets_at: string | null;
}
