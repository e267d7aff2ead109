import type { IFindPlanRequestResult } from './plan-requests.repository.sql-types';

/** A plan_requests row as PostgreSQL describes it (bigints as strings; `amount` is the cents held in pending_plans). */
export type PlanRequestRow = IFindPlanRequestResult;

export interface NewPlanRequest {
  userId: string;
  fromPlan: string;
  plan: string;
  amount: number;
}
