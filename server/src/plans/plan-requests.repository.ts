import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { sliceParams, type QueueSlice } from '../review/review-queues';
import { DataSource, EntityManager } from 'typeorm';
import type { QueueSummary } from '../contracts/backoffice';
import type { PlanRequestStatus } from '../contracts/plans';
import { firstRow, oneRow, rows } from '../database/typed-query';
import type {
  IDecidePlanRequestQuery,
  IFindPlanRequestQuery,
  IInsertPlanRequestQuery,
  ILockPlanRequestQuery,
  IPendingPlanRequestsQuery,
  IPlanRequestsForStaffQuery,
  IPlanCasesOfQuery,
} from './plan-requests.repository.sql-types';
import type { NewPlanRequest, PlanRequestRow } from './plans.types';

/** The unique index that keeps one Pending request per user. */
export const ONE_OPEN_REQUEST_INDEX = 'plan_requests_one_open';

const insertPlanRequest = sql<IInsertPlanRequestQuery>`
  INSERT INTO plan_requests (user_id, from_plan, plan, amount, status) VALUES ($userId!, $fromPlan!, $plan!, $amount!, 'Pending')
  RETURNING id, user_id, from_plan, plan, amount, status, reason, reviewed_by, decided_at, created_at`;
const decidePlanRequest = sql<IDecidePlanRequestQuery>`
  UPDATE plan_requests SET status = $to!, reason = $reason, reviewed_by = $staffId!, decided_at = now(), updated_at = now()
   WHERE id = $id! AND status = 'Pending'
  RETURNING id, user_id, from_plan, plan, amount, status, reason, reviewed_by, decided_at, created_at`;
const findPlanRequest = sql<IFindPlanRequestQuery>`
  SELECT id, user_id, from_plan, plan, amount, status, reason, reviewed_by, decided_at, created_at FROM plan_requests WHERE id = $id!`;
const lockPlanRequest = sql<ILockPlanRequestQuery>`
  SELECT id, user_id, from_plan, plan, amount, status, reason, reviewed_by, decided_at, created_at FROM plan_requests WHERE id = $id! FOR UPDATE`;
const planRequestsForStaff = sql<IPlanRequestsForStaffQuery>`
  SELECT id, user_id, from_plan, plan, amount, status, reason, reviewed_by, decided_at, created_at
    FROM plan_requests
   WHERE ($status::text IS NULL OR status = $status)
     AND ($onlyIds::bigint[] IS NULL OR id = ANY($onlyIds)) AND ($exceptIds::bigint[] IS NULL OR NOT (id = ANY($exceptIds)))
     AND ($createdFrom::timestamptz IS NULL OR created_at >= $createdFrom) AND ($createdTo::timestamptz IS NULL OR created_at <= $createdTo)
     AND ($afterId::bigint IS NULL OR CASE WHEN $byAmount!::boolean THEN (amount, -id) < ($afterAmount::bigint, -$afterId::bigint) ELSE id > $afterId END)
   ORDER BY CASE WHEN $byAmount! THEN amount END DESC, id LIMIT $limit!`;
const planCasesOf = sql<IPlanCasesOfQuery>`
  SELECT id, user_id, amount, status, created_at FROM plan_requests
   WHERE user_id = ANY($userIds!::uuid[]) AND (NOT $waitingOnly!::boolean OR status = 'Pending')
   ORDER BY id DESC LIMIT $limit!`;
const pendingPlanRequests = sql<IPendingPlanRequestsQuery>`
  SELECT count(*)::int AS "pending!", floor(extract(epoch FROM now() - min(created_at)))::int AS oldest_age_seconds
    FROM plan_requests WHERE status = 'Pending'`;

/** SQL of the plan_requests table. Writers take the caller's transaction manager. */
@Injectable()
export class PlanRequestsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  insert(m: EntityManager, r: NewPlanRequest): Promise<PlanRequestRow> {
    return oneRow(insertPlanRequest, r, m);
  }

  /** Moves a Pending request to its decision; null when it is not (or no longer) Pending. */
  async decide(
    m: EntityManager,
    id: string,
    to: Exclude<PlanRequestStatus, 'Pending'>,
    d: { staffId: string; reason: string | null },
  ): Promise<PlanRequestRow | null> {
    return (await firstRow(decidePlanRequest, { id, to, reason: d.reason, staffId: d.staffId }, m)) ?? null;
  }

  /** The request, locked in the caller's transaction when `lock` (a decision about to apply). */
  async findById(id: string, m: EntityManager = this.ds.manager, lock = false): Promise<PlanRequestRow | null> {
    if (!/^\d{1,18}$/.test(id)) return null;
    return (await firstRow(lock ? lockPlanRequest : findPlanRequest, { id }, m)) ?? null;
  }

  /** The back office's page of its queue. */
  listForStaff(slice: QueueSlice<PlanRequestStatus>): Promise<PlanRequestRow[]> {
    return rows(planRequestsForStaff, sliceParams(slice), this.ds);
  }

  /** These users' requests in brief, newest first: all, or only those waiting for staff. */
  casesOf(userIds: readonly string[], waitingOnly: boolean, limit: number) {
    return rows(planCasesOf, { userIds: [...userIds], waitingOnly, limit }, this.ds);
  }

  pendingQueue(): Promise<QueueSummary> {
    return oneRow(pendingPlanRequests, undefined, this.ds);
  }
}
