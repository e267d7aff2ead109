import { describe, expect, it } from 'vitest';
import { PLANS } from '@contracts/plans';
import { atsNeedsPlanText, confirmText, planAction, planButtonLabel, planEventMessage, requestStatus } from './plan-actions';

const [BEGINNER, GOLD, PLATINUM] = PLANS;
const pending = { plan: 'Gold-7600', status: 'Pending' as const, requested_at: '2026-11-23T10:00:00.000Z' };

describe('plan actions', () => {
  it('a user without a plan buys any card at its price', () => {
    const none = { trading_plan: 'None', plan_request: null };
    expect(PLANS.map((p) => planAction(p, none))).toEqual(PLANS.map((p) => ({ button: 'Request Plan', kind: 'buy', amount: p.price })));
    expect(confirmText(GOLD, planAction(GOLD, none))).toBe('$7,600.00 will be charged from your real balance now and Gold becomes your plan.');
  });

  it('a holder upgrades for the difference; lower plans are Nil; the requested one is Requested', () => {
    const holder = { trading_plan: 'Beginner-3000', plan_request: pending };
    expect(planAction(BEGINNER, holder)).toEqual({ button: 'Active', kind: null, amount: 0 });
    expect(planAction(GOLD, holder)).toEqual({ button: 'Requested', kind: null, amount: 0 });
    expect(planAction(PLATINUM, holder)).toEqual({ button: 'Request Upgrade', kind: 'upgrade', amount: 18_199 });
    expect(planAction(BEGINNER, { trading_plan: 'Gold-7600', plan_request: null }).button).toBe('Nil');
    expect(confirmText(PLATINUM, planAction(PLATINUM, holder))).toContain('$18,199.00 (the difference) will be held');
  });

  it('a lower plan reads "Below your plan", never the reference\'s bare "Nil"; the other buttons keep their words', () => {
    expect(planButtonLabel('Nil')).toBe('Below your plan');
    for (const b of ['Request Plan', 'Active', 'Requested', 'Request Upgrade'] as const) expect(planButtonLabel(b)).toBe(b);
  });

  it('the automated trader without a plan points to the plans on the same page, not to "the Plans page"', () => {
    expect(atsNeedsPlanText).not.toMatch(/Plans page|\/user\/plan/);
    expect(atsNeedsPlanText).toMatch(/above/);
  });

  it('says where the latest request stands, with the reason of a rejection', () => {
    expect(requestStatus(null, 'Beginner-3000')).toBeNull();
    expect(requestStatus(pending, 'Beginner-3000')).toEqual({ tone: 'info', text: 'Upgrade to Gold awaiting approval: $4,600.00 held.' });
    expect(requestStatus({ ...pending, status: 'Rejected', reason: 'Payment source unclear' }, 'Beginner-3000')?.text).toBe(
      'Upgrade to Gold declined: Payment source unclear. The amount held was refunded.',
    );
  });

  it('toasts staff decisions only', () => {
    expect(planEventMessage({ trading_plan: 'Beginner-3000', plan_request: pending })).toBeNull();
    const decided = { ...pending, decided_at: '2026-11-23T11:00:00.000Z' };
    expect(planEventMessage({ trading_plan: 'Gold-7600', plan_request: { ...decided, status: 'Approved' } })).toEqual({
      type: 'success',
      text: 'Your Gold plan is active.',
    });
    expect(planEventMessage({ trading_plan: 'Beginner-3000', plan_request: { ...decided, status: 'Rejected', reason: 'No' } })?.type).toBe('error');
  });
});
