import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { DataSource, EntityManager } from 'typeorm';
import type { AdjustmentChange, AdjustmentStatus } from '../contracts/adjustments';
import type { QueueSummary } from '../contracts/backoffice';
import { execute, firstRow, oneRow, rows } from '../database/typed-query';
import { sliceParams, type QueueSlice } from '../review/review-queues';
import type {
  IAdjustmentCasesOfQuery,
  IAdjustmentsForStaffQuery,
  IDecideAdjustmentQuery,
  IFindAdjustmentQuery,
  IFindAdjustmentResult,
  IInsertAdjustmentQuery,
  ILockAdjustmentQuery,
  IPendingAdjustmentsQuery,
} from './adjustments.repository.sql-types';

const insertAdjustment = sql<IInsertAdjustmentQuery>`
  INSERT INTO adjustments (user_id, change, amount, reason, requested_by) VALUES ($userId!, $change!, $amount!, $reason!, $requestedBy!) RETURNING id`;
const findAdjustment = sql<IFindAdjustmentQuery>`
  SELECT a.id, a.user_id, a.change, a.amount, a.reason, a.requested_by, u.email AS requested_by_email, a.status, a.decision_reason, a.decided_at, a.created_at
    FROM adjustments a JOIN users u ON u.id = a.requested_by WHERE a.id = $id!`;
const lockAdjustment = sql<ILockAdjustmentQuery>`
  SELECT id, user_id, change, amount, requested_by, status FROM adjustments WHERE id = $id! FOR UPDATE`;
const decideAdjustment = sql<IDecideAdjustmentQuery>`
  UPDATE adjustments SET status = $to!, decision_reason = $reason, decided_at = now() WHERE id = $id! AND status = 'Pending'
  RETURNING id, user_id, change, amount, reason`;
const adjustmentsForStaff = sql<IAdjustmentsForStaffQuery>`
  SELECT a.id, a.user_id, a.change, a.amount, a.reason, a.requested_by, u.email AS requested_by_email, a.status, a.decision_reason, a.decided_at, a.created_at
    FROM (SELECT * FROM adjustments
   WHERE ($status::text IS NULL OR status = $status)
     AND ($onlyIds::bigint[] IS NULL OR id = ANY($onlyIds)) AND ($exceptIds::bigint[] IS NULL OR NOT (id = ANY($exceptIds)))
     AND ($createdFrom::timestamptz IS NULL OR created_at >= $createdFrom) AND ($createdTo::timestamptz IS NULL OR created_at <= $createdTo)
     AND ($afterId::bigint IS NULL OR CASE WHEN $byAmount!::boolean THEN (amount, -id) < ($afterAmount::bigint, -$afterId::bigint) ELSE id > $afterId END)
   ORDER BY CASE WHEN $byAmount! THEN amount END DESC, id LIMIT $limit!) a
    JOIN users u ON u.id = a.requested_by
   ORDER BY CASE WHEN $byAmount! THEN a.amount END DESC, a.id`;
const adjustmentCasesOf = sql<IAdjustmentCasesOfQuery>`
  SELECT id, user_id, change, amount, status, created_at FROM adjustments
   WHERE user_id = ANY($userIds!::uuid[]) AND (NOT $waitingOnly!::boolean OR status = 'Pending')
   ORDER BY id DESC LIMIT $limit!`;
const pendingAdjustments = sql<IPendingAdjustmentsQuery>`
  SELECT count(*)::int AS "pending!", floor(extract(epoch FROM now() - min(created_at)))::int AS oldest_age_seconds
    FROM adjustments WHERE status = 'Pending'`;

const ID = /^\d{1,18}$/;

export type AdjustmentRow = IFindAdjustmentResult;

/** SQL of the adjustments table. Writers take the caller's transaction manager. */
@Injectable()
export class AdjustmentsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async insert(m: EntityManager, a: { userId: string; change: AdjustmentChange; amount: number; reason: string; requestedBy: string }): Promise<string> {
    return (await oneRow(insertAdjustment, { ...a, amount: String(a.amount) }, m)).id;
  }

  async findById(id: string) {
    return ID.test(id) ? ((await firstRow(findAdjustment, { id }, this.ds)) ?? null) : null;
  }

  /** The item as a decision needs it, locked until the caller's transaction ends. */
  async lock(m: EntityManager, id: string) {
    return ID.test(id) ? ((await firstRow(lockAdjustment, { id }, m)) ?? null) : null;
  }

  /** Pending -> Approved or Rejected; null when it was no longer Pending. */
  async decide(m: EntityManager, id: string, to: Exclude<AdjustmentStatus, 'Pending'>, reason: string | null) {
    return (await execute(decideAdjustment, { id, to, reason }, m)).rows[0] ?? null;
  }

  listForStaff(slice: QueueSlice<AdjustmentStatus>) {
    return rows(adjustmentsForStaff, sliceParams(slice), this.ds);
  }

  /** These clients' adjustments in brief, newest first: all, or only those waiting for staff. */
  casesOf(userIds: readonly string[], waitingOnly: boolean, limit: number) {
    return rows(adjustmentCasesOf, { userIds: [...userIds], waitingOnly, limit }, this.ds);
  }

  pendingQueue(): Promise<QueueSummary> {
    return oneRow(pendingAdjustments, undefined, this.ds);
  }
}
