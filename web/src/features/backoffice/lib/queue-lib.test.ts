import { describe, expect, it } from 'vitest';
import { type BackofficeItem, type BackofficeKycItem, type DepositForStaff, type PlanRequestForStaff, AWAITING_SECOND_APPROVAL } from '@contracts/backoffice';
import { planChange, planName, PLAN_REJECT_REASONS } from './plans';
import { queueRowView } from './queue-row';
import { itemPath, queueOfKind, queueOfPath, QUEUE_NAMES, QUEUES } from './queues';
import { CHANGE_LABELS, SENT_FOR_APPROVAL } from './adjustments';
import { adjustment, client, kycItem, planRequest } from './staff-items.fixture';

const planRow: BackofficeItem<PlanRequestForStaff> = planRequest({ review_state: AWAITING_SECOND_APPROVAL, first_approval_by: 's1' });

describe('the queues', () => {
  it('are five, adjustments last, each with its kind, route and filter', () => {
    expect(QUEUE_NAMES).toEqual(['deposits', 'withdrawals', 'kyc', 'plans', 'adjustments']);
    expect(QUEUES.adjustments).toMatchObject({ kind: 'adjustment', title: 'Adjustments', statuses: ['Pending', 'Approved', 'Rejected'] });
    expect(queueOfPath('/backoffice/adjustments')).toBe('adjustments');
    expect(queueOfKind('adjustment').name).toBe('adjustments');
    expect(itemPath('adjustment', 5)).toBe('/backoffice/adjustments/5');
    expect(QUEUES.plans).toMatchObject({ kind: 'plan', title: 'Plan upgrades', statuses: ['Pending', 'Approved', 'Rejected'] });
    expect(queueOfPath('/backoffice/plans')).toBe('plans');
    expect(queueOfPath('/backoffice/nowhere')).toBe('deposits');
    expect(queueOfKind('plan').name).toBe('plans');
    expect(queueOfKind('kyc').title).toBe('Identity documents');
    expect(itemPath('plan', 4)).toBe('/backoffice/plans/4');
  });

  it('show a plan upgrade’s plans and amount held instead of the money columns', () => {
    expect(QUEUES.plans.columns).toEqual(['plan', 'held']);
    expect(QUEUES.plans.createdLabel).toBe('Requested');
    expect(QUEUES.deposits.columns).toEqual(['identity', 'balance', 'amount', 'method']);
    expect(QUEUES.adjustments.columns).toEqual(['change', 'amount', 'requestedBy']);
  });
});

describe('a queue row', () => {
  it('maps a plan upgrade: client, plan change by name, the amount held, its review state', () => {
    expect(queueRowView(planRow)).toEqual({
      id: '4',
      clientId: 'u1',
      clientName: 'Ann Lee',
      clientEmail: 'ann@example.com',
      kycStatus: 'Approved',
      balance: 10,
      amount: 4600,
      method: '',
      plan: 'Beginner → Gold',
      change: null,
      requestedBy: null,
      state: AWAITING_SECOND_APPROVAL,
      createdAt: '2026-01-02T03:04:05Z',
      assignee: null,
      sla: 'ok',
      flags: [],
    });
  });

  it('maps a card deposit and an identity document as before, with no plan', () => {
    const deposit = {
      deposit_id: 7,
      amount: 50,
      coin_amount: null,
      currency: 'usd',
      method: 'card',
      card_last4: '4242',
      createdAt: '2026-01-01T00:00:00Z',
      client,
      review_state: 'Pending',
    } as unknown as BackofficeItem<DepositForStaff>;
    expect(queueRowView(deposit)).toMatchObject({ id: '7', method: 'Card •••• 4242', amount: 50, plan: null, createdAt: '2026-01-01T00:00:00Z' });
    const kyc: BackofficeItem<BackofficeKycItem> = kycItem({ created_at: '2026-01-02T00:00:00Z' });
    expect(queueRowView(kyc)).toMatchObject({ id: '9', clientId: 'u1', amount: null, plan: null, state: 'Pending' });
  });

  it('maps an adjustment: its change in words, its amount (none for a reset) and who asked for it', () => {
    expect(queueRowView(adjustment())).toMatchObject({
      id: '5',
      clientId: 'u1',
      clientName: 'Ann Lee',
      change: 'Credit',
      amount: 250,
      requestedBy: 's1@example.com',
      method: '',
      state: 'Pending',
    });
    expect(queueRowView(adjustment({ change: 'reset_2fa', amount: null }))).toMatchObject({ change: 'Second-factor reset', amount: null });
  });
});

describe('adjustments in words', () => {
  it('name each change and say who must approve a request', () => {
    expect(CHANGE_LABELS).toEqual({ credit: 'Credit', debit: 'Debit', reset_2fa: 'Second-factor reset' });
    expect(SENT_FOR_APPROVAL).toBe('Sent for approval: two other staff members must approve it');
  });
});

describe('plan names', () => {
  it('reads a plan id as its name, None as no plan, an unknown id as it is', () => {
    expect(planName('Diamond-50730')).toBe('Diamond');
    expect(planName('None')).toBe('No plan');
    expect(planName(null)).toBe('No plan');
    expect(planName('Legacy-1')).toBe('Legacy-1');
    expect(planChange('Gold-7600', 'Platinum-21199')).toBe('Gold → Platinum');
  });

  it('offer rejection picks ending with Other', () => {
    expect(PLAN_REJECT_REASONS.at(-1)).toBe('Other');
    expect(PLAN_REJECT_REASONS).toContain('Payment source unclear');
  });
});
