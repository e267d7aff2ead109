import type { AdjustmentForStaff } from '@contracts/adjustments';
import type { BackofficeItemDetail, BackofficeKycItem, PlanRequestForStaff } from '@contracts/backoffice';
import type { CaseDetail } from '@contracts/cases';

/** Test data shared by the back office's unit tests: one client and their items as the API answers them to staff. */

export const client = {
  id: 'u1',
  name: 'Ann Lee',
  email: 'ann@example.com',
  kyc_status: 'Approved' as const,
  balance: 10,
  demo_balance: 10000,
  created_at: '2025-06-01T00:00:00Z',
};

/** An item nobody works on, on time, unflagged, with no notes, as its own GET answers it. */
export const noCase = (): CaseDetail & { first_approval_email: string | null } => ({
  assignee: null,
  sla: 'ok',
  flags: [],
  notes: [],
  timeline: [],
  first_approval_email: null,
});

/** Ann's pending upgrade from Beginner to Gold, 4600 held. */
export const planRequest = (over: Partial<BackofficeItemDetail<PlanRequestForStaff>> = {}): BackofficeItemDetail<PlanRequestForStaff> => ({
  plan_request_id: 4,
  user_id: 'u1',
  client,
  from_plan: 'Beginner-3000',
  plan: 'Gold-7600',
  amount: 4600,
  status: 'Pending',
  reason: null,
  created_at: '2026-01-02T03:04:05Z',
  reviewed_by: null,
  decided_at: null,
  review_state: 'Pending',
  first_approval_by: null,
  ...noCase(),
  ...over,
});

/** Ann's national ID waiting for review. */
export const kycItem = (over: Partial<BackofficeItemDetail<BackofficeKycItem>> = {}): BackofficeItemDetail<BackofficeKycItem> => ({
  id: '9',
  user_id: 'u1',
  client_name: 'Ann Lee',
  client_email: 'ann@example.com',
  method: 'national_id',
  status: 'Pending',
  reason: null,
  created_at: '2026-01-02T03:04:05Z',
  reviewed_at: null,
  file_url: '/api/backoffice/kyc/9/file',
  previous_id: null,
  review_state: 'Pending',
  first_approval_by: null,
  ...noCase(),
  ...over,
});

/** A credit of 250 to Ann's balance that staff member s1 asked for, waiting for two others. */
export const adjustment = (over: Partial<BackofficeItemDetail<AdjustmentForStaff>> = {}): BackofficeItemDetail<AdjustmentForStaff> => ({
  adjustment_id: 5,
  user_id: 'u1',
  change: 'credit',
  amount: 250,
  reason: 'Goodwill after an outage',
  requested_by: 's1',
  requested_by_email: 's1@example.com',
  status: 'Pending',
  decision_reason: null,
  created_at: '2026-01-02T03:04:05Z',
  decided_at: null,
  client,
  review_state: 'Pending',
  first_approval_by: null,
  ...noCase(),
  ...over,
});
