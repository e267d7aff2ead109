import type { PlanRequestStatus } from '../contracts/plans';

/** A plan_requests row as PostgreSQL returns it (bigint arrives as a string). */
export interface PlanRequestRow {
  id: string;
  user_id: string;
  from_plan: string;
  plan: string;
  /** Cents held in pending_plans. */
  amount: string;
  status: PlanRequestStatus;
  reason: string | null;
  reviewed_by: string | null;
  decided_at: Date | null;
  created_at: Date;
}

export interface NewPlanRequest {
  userId: string;
  fromPlan: string;
  plan: string;
  amount: number;
}
