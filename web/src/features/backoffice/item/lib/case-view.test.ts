import { describe, expect, it } from 'vitest';
import { AWAITING_SECOND_APPROVAL, OWN_ITEM_MESSAGE, REQUESTER_MESSAGE } from '@contracts/backoffice';
import { CLAIMED_BY_OTHER, type CaseAssignee, type TimelineEntry } from '@contracts/cases';
import { adjustment, kycItem, planRequest } from '../../lib/staff-items.fixture';
import { claimActionOf, decisionBlocks, FIRST_APPROVER_MESSAGE, fourEyesText, timelineLine } from './case-view';
import type { StaffItem } from './item-kind';

const holder = (id: string, email = `${id}@example.com`): CaseAssignee => ({
  id,
  email,
  claimed_at: '2026-01-02T03:00:00Z',
  lapses_at: '2026-01-02T03:30:00Z',
});
const plan = (over: Parameters<typeof planRequest>[0] = {}): StaffItem => ({ kind: 'plan', data: planRequest(over) });
const awaiting = (firstBy: string) =>
  plan({ review_state: AWAITING_SECOND_APPROVAL, first_approval_by: firstBy, first_approval_email: `${firstBy}@example.com` });

describe('the decision buttons', () => {
  it('are live on a free item, and on one the reader holds', () => {
    expect(decisionBlocks(plan(), 's1')).toEqual({ approve: null, reject: null });
    expect(decisionBlocks(plan({ assignee: holder('s1') }), 's1')).toEqual({ approve: null, reject: null });
  });

  it('are both disabled, saying why, on another’s claim and on the reader’s own account', () => {
    expect(decisionBlocks(plan({ assignee: holder('s2', 'bea@example.com') }), 's1')).toEqual({
      approve: CLAIMED_BY_OTHER('bea@example.com'),
      reject: CLAIMED_BY_OTHER('bea@example.com'),
    });
    // The client's own account comes first: taking it over would not help.
    expect(decisionBlocks(plan({ assignee: holder('s2') }), 'u1')).toEqual({ approve: OWN_ITEM_MESSAGE, reject: OWN_ITEM_MESSAGE });
  });

  it('leave the first approver only Reject; another staff member may give the second approval', () => {
    expect(decisionBlocks(awaiting('s1'), 's1')).toEqual({ approve: FIRST_APPROVER_MESSAGE, reject: null });
    expect(decisionBlocks(awaiting('s1'), 's2')).toEqual({ approve: null, reject: null });
    expect(FIRST_APPROVER_MESSAGE).toBe('You gave the first approval; another staff member must give the second');
    expect(fourEyesText('ann@example.com')).toBe('Approved by ann@example.com — awaiting a second approval from another staff member');
  });

  it('leave an adjustment’s requester only Reject, saying two others must approve; others approve it', () => {
    const asked: StaffItem = { kind: 'adjustment', data: adjustment({ requested_by: 's1' }) };
    expect(decisionBlocks(asked, 's1')).toEqual({ approve: REQUESTER_MESSAGE, reject: null });
    expect(decisionBlocks(asked, 's2')).toEqual({ approve: null, reject: null });
    const firstBy = { kind: 'adjustment', data: adjustment({ review_state: AWAITING_SECOND_APPROVAL, first_approval_by: 's2' }) } as const;
    expect(decisionBlocks(firstBy, 's2')).toEqual({ approve: FIRST_APPROVER_MESSAGE, reject: null });
    expect(decisionBlocks(firstBy, 's3')).toEqual({ approve: null, reject: null });
  });
});

describe('the claim button', () => {
  it('claims a free item, releases the reader’s, takes over another’s', () => {
    expect(claimActionOf(plan(), 's1')).toBe('claim');
    expect(claimActionOf(plan({ assignee: holder('s1') }), 's1')).toBe('release');
    expect(claimActionOf(plan({ assignee: holder('s2') }), 's1')).toBe('take-over');
    expect(claimActionOf(awaiting('s2'), 's1')).toBe('claim');
  });

  it('is not offered on a decided item, the reader’s own account, or before the reader is known', () => {
    expect(claimActionOf(plan({ review_state: 'Approved', status: 'Approved' }), 's1')).toBeNull();
    expect(claimActionOf({ kind: 'kyc', data: kycItem({ status: 'Rejected', review_state: 'Rejected' }) }, 's1')).toBeNull();
    expect(claimActionOf(plan(), 'u1')).toBeNull();
    expect(claimActionOf(plan(), undefined)).toBeNull();
  });
});

describe('a timeline line', () => {
  const entry = (over: Partial<TimelineEntry>): TimelineEntry => ({
    at: '2026-01-02T03:04:05Z',
    event: 'created',
    actor_email: null,
    text: null,
    from_state: null,
    to_state: null,
    ...over,
  });

  it('says what happened, who did it, what they wrote, and from → to', () => {
    expect(timelineLine(entry({}))).toEqual({ label: 'Created by the client', who: null, text: null, change: null });
    expect(timelineLine(entry({}), 'adjustment').label).toBe('Requested by staff');
    expect(timelineLine(entry({ event: 'claim', actor_email: 'a@x.com', to_state: 'a@x.com' }))).toEqual({
      label: 'Claimed',
      who: 'a@x.com',
      text: null,
      change: 'nobody → a@x.com',
    });
    expect(timelineLine(entry({ event: 'take over', actor_email: 'b@x.com', text: 'A is away', from_state: 'a@x.com', to_state: 'b@x.com' }))).toEqual({
      label: 'Taken over',
      who: 'b@x.com',
      text: '“A is away”',
      change: 'a@x.com → b@x.com',
    });
    expect(timelineLine(entry({ event: 'note', actor_email: 'a@x.com', text: 'Called the bank' })).text).toBe('“Called the bank”');
    expect(timelineLine(entry({ event: 'decision', actor_email: 'a@x.com', text: 'approve', from_state: 'Pending', to_state: 'Approved' }))).toEqual({
      label: 'Decision',
      who: 'a@x.com',
      text: 'approve',
      change: 'Pending → Approved',
    });
  });
});
