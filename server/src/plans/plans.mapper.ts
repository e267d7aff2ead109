import type { PlanRequestForStaff } from '../contracts/backoffice';
import { fromCents } from '../contracts/money';
import { PLAN_REQUEST_STATUSES, type PlanRequestState, type PlanRequestStatus } from '../contracts/plans';
import { oneOf } from '../database/narrow-text';
import type { PlanRequestRow } from './plans.types';

/** The request's status, held to its list by the table's CHECK constraint. */
export const planRequestStatus = (r: PlanRequestRow): PlanRequestStatus => oneOf(PLAN_REQUEST_STATUSES, r.status, 'plan_requests.status');

/** What the user's `plan_request` says of this request. */
export const toPlanRequestState = (r: PlanRequestRow): PlanRequestState => ({
  plan: r.plan,
  status: planRequestStatus(r),
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
  status: planRequestStatus(r),
  reason: r.reason,
  created_at: r.created_at.toISOString(),
  reviewed_by: r.reviewed_by,
  decided_at: r.decided_at?.toISOString() ?? null,
});
