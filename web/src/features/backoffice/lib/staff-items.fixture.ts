import type { BackofficeItem, BackofficeKycItem, PlanRequestForStaff } from '@contracts/backoffice';

/** Test data shared by the back office's unit tests: one client and their items as the API answers them to staff. */

export const client = { id: 'u1', name: 'Ann Lee', email: 'ann@example.com', kyc_status: 'Approved' as const, balance: 10, demo_balance: 10000 };

/** Ann's pending upgrade from Beginner to Gold, 4600 held. */
export const planRequest = (over: Partial<BackofficeItem<PlanRequestForStaff>> = {}): BackofficeItem<PlanRequestForStaff> => ({
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
  ...over,
});

/** Ann's national ID waiting for review. */
export const kycItem = (over: Partial<BackofficeKycItem> = {}): BackofficeKycItem => ({
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
  ...over,
});
