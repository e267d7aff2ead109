import type { PlanRequestForStaff } from '../contracts/backoffice';
import { fromCents } from '../contracts/money';
import type { PlanRequestState } from '../contracts/plans';
import type { PlanRequestRow } from './plans.types';

/** What the user's `plan_request` says of this request. */
export const toPlanRequestState = (r: PlanRequestRow): PlanRequestState => ({
  plan: r.plan,
  status: r.status,
  requested_at: r.created_at.toISOString(),
  reason: r.status === 'Rejected' ? r.reason : null,
  decided_at: r.decided_at?.toISOString() ?? null,
});

/** A request as staff see it, before its client's brief is attached. */
export const toPlanRequestForReview = (r: PlanRequestRow): Omit<PlanRequestForStaff, 'client'> => ({
  plan_request_id: Number(r.id),
  user_id: r.user_id,
  from_plan: r.from_plan,
  plan: r.plan,
  amount: fromCents(r.amount),
  status: r.status,
  reason: r.reason,
  created_at: r.created_at.toISOString(),
  reviewed_by: r.reviewed_by,
  decided_at: r.decided_at?.toISOString() ?? null,
});
