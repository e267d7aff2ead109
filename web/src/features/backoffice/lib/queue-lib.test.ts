import { describe, expect, it } from 'vitest';
import { type BackofficeItem, type BackofficeKycItem, type DepositForStaff, type PlanRequestForStaff, AWAITING_SECOND_APPROVAL } from '@contracts/backoffice';
import { planChange, planName, PLAN_REJECT_REASONS } from './plans';
import { queueRowView } from './queue-row';
import { itemPath, queueOfKind, queueOfPath, QUEUE_NAMES, QUEUES } from './queues';
import { client, kycItem, planRequest } from './staff-items.fixture';

const planRow: BackofficeItem<PlanRequestForStaff> = planRequest({ review_state: AWAITING_SECOND_APPROVAL, first_approval_by: 's1' });

describe('the queues', () => {
  it('are four, plan upgrades last, each with its kind, route and filter', () => {
    expect(QUEUE_NAMES).toEqual(['deposits', 'withdrawals', 'kyc', 'plans']);
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
  });
});

describe('a queue row', () => {
  it('maps a plan upgrade: client, plan change by name, the amount held, its review state', () => {
    expect(queueRowView(planRow)).toEqual({
      id: '4',
      clientName: 'Ann Lee',
      clientEmail: 'ann@example.com',
      kycStatus: 'Approved',
      balance: 10,
      amount: 4600,
      method: '',
      plan: 'Beginner → Gold',
      state: AWAITING_SECOND_APPROVAL,
      createdAt: '2026-01-02T03:04:05Z',
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
    const kyc: BackofficeKycItem = kycItem({ created_at: '2026-01-02T00:00:00Z' });
    expect(queueRowView(kyc)).toMatchObject({ id: '9', amount: null, plan: null, state: 'Pending' });
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
