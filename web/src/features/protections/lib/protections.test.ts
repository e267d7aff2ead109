import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { LIMIT_BOUNDS, LIMIT_NAMES, SELF_EXCLUSION_MONTHS, TIME_OUT_DAYS, type AccountLimitsDto, type LimitValues } from '@contracts/protections';
import { UpdateLimitsDto } from '@contracts/requests/limits.request';
import type { FieldError, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../shared/api/api-error';
import { constraintMessage } from '../../../shared/forms/field-error-text';
import { limitChanges, limitValuesOf, typedLimit } from './limits-form';
import { exclusionBannerText, formatShortWhen, limitName, pendingText, usageText } from './limits-text';
import { isProtectionRefusal, isRealityCheckDue } from './protection-refusal';
import { msUntilDue, resultText, sessionLengthText } from './reality-check';
import { breakEnd, breakExplanation, SELF_EXCLUSION_CHOICES, TIME_OUT_CHOICES } from './take-a-break';

const none = Object.fromEntries(LIMIT_NAMES.map((n) => [n, null])) as LimitValues;
const limits = (over: Partial<AccountLimitsDto> = {}): AccountLimitsDto => ({
  ...none,
  pending: {},
  usage: {
    deposit_day: 0,
    deposit_week: 0,
    deposit_month: 0,
    loss_day: 20,
    loss_week: 20,
    loss_month: 20,
    turnover_day: 0,
    turnover_week: 0,
    turnover_month: 0,
    open_positions: 2,
  },
  exclusion: null,
  ...over,
});

describe('the limits form', () => {
  /** What the form shows under each field when the API's request class checks `values` in the browser. */
  async function refused(values: Record<string, unknown>): Promise<Record<string, string>> {
    const options = { criteriaMode: 'all', fields: {}, shouldUseNativeValidation: false } as ResolverOptions<UpdateLimitsDto>;
    const result = await classValidatorResolver(UpdateLimitsDto)(values, undefined, options);
    return Object.fromEntries(Object.entries(result.errors as Record<string, FieldError>).map(([f, e]) => [f, constraintMessage(e.types, e.message)!]));
  }

  it('reads a typed limit: empty is no limit, signs and separators go, the rest is left for the request class', () => {
    expect(typedLimit('')).toBeNull();
    expect(typedLimit('  ')).toBeNull();
    expect(typedLimit(' $1,250.5 ')).toBe(1250.5);
    expect(typedLimit('abc')).toBeNaN();
  });

  it("is checked by the API's own request class: bounds, decimals and whole numbers; null removes", async () => {
    const ok = { ...none, loss_day: 50, deposit_week: 1250.5, max_open_positions: 5, reality_check_minutes: 10 };
    expect(await refused(ok)).toEqual({});
    const bad = await refused({ ...none, loss_day: 0, deposit_day: 10.005, turnover_day: typedLimit('abc'), session_minutes: 9, max_open_positions: 2.5 });
    expect(Object.keys(bad).sort()).toEqual(['deposit_day', 'loss_day', 'max_open_positions', 'session_minutes', 'turnover_day']);
    expect(bad.loss_day).toBe(`must be at least ${LIMIT_BOUNDS.loss_day.min}`);
    expect(bad.session_minutes).toBe(`must be at least ${LIMIT_BOUNDS.session_minutes.min}`);
  });

  it('sends only the limits that changed, a cleared one as null', () => {
    const inForce = { ...none, loss_day: 50, deposit_week: 100 };
    expect(limitChanges(inForce, { ...inForce, loss_day: 40, deposit_week: null, max_open_positions: 3 })).toEqual({
      loss_day: 40,
      deposit_week: null,
      max_open_positions: 3,
    });
    expect(limitChanges(inForce, { ...inForce })).toEqual({});
    expect(limitValuesOf(limits({ loss_day: 50 }))).toEqual({ ...none, loss_day: 50 });
  });
});

describe('the limits in words', () => {
  it('says how much of a limit is used, or that there is none', () => {
    expect(usageText('loss_day', limits({ loss_day: 100 }))).toBe('$20.00 of $100.00 used');
    expect(usageText('loss_day', limits())).toBe('No limit · $20.00 so far');
    expect(usageText('max_open_positions', limits({ max_open_positions: 5 }))).toBe('2 of 5 open');
    expect(usageText('reality_check_minutes', limits())).toBe('Off');
    expect(usageText('session_minutes', limits())).toBe('No limit');
  });

  it('says when a raise or a removal applies', () => {
    const at = '2026-11-27T18:00:00.000Z';
    expect(pendingText('loss_day', { value: 500, applies_at: at })).toBe(`Rises to $500.00 on ${formatShortWhen(at)}`);
    expect(pendingText('session_minutes', { value: 90, applies_at: at })).toBe(`Rises to 90 minutes on ${formatShortWhen(at)}`);
    expect(pendingText('deposit_day', { value: null, applies_at: at })).toBe(`Removed on ${formatShortWhen(at)}`);
    expect(formatShortWhen(at)).toMatch(/^\d{1,2} Nov, \d{2}:\d{2}$/);
  });

  it('names a limit with its section', () => {
    expect(limitName('loss_day')).toBe('Loss limit per day');
    expect(limitName('deposit_month')).toBe('Deposit limit per 30 days');
    expect(limitName('max_open_positions')).toBe('Maximum open positions');
  });

  it('says what an exclusion pauses and until when', () => {
    const text = exclusionBannerText({ kind: 'time_out', started_at: '2026-11-26T18:00:00Z', ends_at: '2026-11-27T18:00:00Z' });
    expect(text).toMatch(/^Real-money trading and deposits are paused until \d{1,2} Nov 2026, \d{2}:\d{2} \(time-out\)\. Demo trading is available\.$/);
  });
});

describe('a break', () => {
  it('offers only lengths within the bounds the API accepts', () => {
    for (const c of TIME_OUT_CHOICES) expect(c.amount >= TIME_OUT_DAYS.min && c.amount <= TIME_OUT_DAYS.max).toBe(true);
    for (const c of SELF_EXCLUSION_CHOICES) expect(c.amount >= SELF_EXCLUSION_MONTHS.min && c.amount <= SELF_EXCLUSION_MONTHS.max).toBe(true);
    expect(TIME_OUT_CHOICES.map((c) => c.amount)).toEqual([1, 2, 3, 7, 14, 28, 42]);
    expect(SELF_EXCLUSION_CHOICES.map((c) => c.amount)).toEqual([6, 12, 24, 36, 60]);
  });

  it('ends after its days or months, and the confirmation says what stops and that nobody can lift it', () => {
    const now = new Date(2026, 10, 26, 18, 0);
    expect(breakEnd('time_out', 7, now)).toEqual(new Date(2026, 11, 3, 18, 0));
    expect(breakEnd('self_exclusion', 12, now)).toEqual(new Date(2027, 10, 26, 18, 0));
    const text = breakExplanation('time_out', TIME_OUT_CHOICES[0], breakEnd('time_out', 1, now));
    expect(text).toContain('stops real-money trading, deposits and plan purchases until 27 Nov 2026, 18:00');
    expect(text).toContain('Nobody can lift it early');
  });
});

describe('the reality check', () => {
  it('says the session length, the result with its sign, and when it is due', () => {
    const start = '2026-11-26T17:00:00.000Z';
    const at = Date.parse(start);
    expect(sessionLengthText(start, at + 30_000)).toBe('less than a minute');
    expect(sessionLengthText(start, at + 25 * 60_000)).toBe('25 min');
    expect(sessionLengthText(start, at + 65 * 60_000)).toBe('1 h 05 min');
    expect(resultText(12)).toBe('+$12.00');
    expect(resultText(-5)).toBe('-$5.00');
    expect(resultText(0)).toBe('$0.00');
    expect(msUntilDue(null, at)).toBeNull();
    expect(msUntilDue(start, at - 1_000)).toBe(1_000);
    expect(msUntilDue(start, at + 1_000)).toBe(0);
  });

  it('tells a due reality check and the other protection refusals from any other 403', () => {
    const due = new ApiRequestError('Take a moment', 403, {}, 'REALITY_CHECK_DUE', { limit: 'reality_check', resets_at: null });
    const limit = new ApiRequestError('Your daily loss limit of $50.00 is reached', 403, {}, 'LIMIT_REACHED');
    expect(isRealityCheckDue(due)).toBe(true);
    expect(isRealityCheckDue(limit)).toBe(false);
    expect(isProtectionRefusal(limit)).toBe(true);
    expect(isProtectionRefusal(new ApiRequestError('Forbidden', 403, {}, 'FORBIDDEN'))).toBe(false);
  });
});
