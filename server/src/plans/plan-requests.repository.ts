import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { QueueSummary } from '../contracts/backoffice';
import type { PlanRequestStatus } from '../contracts/plans';
import type { NewPlanRequest, PlanRequestRow } from './plans.types';

const COLUMNS = `id, user_id, from_plan, plan, amount, status, reason, reviewed_by, decided_at, created_at`;

/** The unique index that keeps one Pending request per user. */
export const ONE_OPEN_REQUEST_INDEX = 'plan_requests_one_open';

/** SQL of the plan_requests table. Writers take the caller's transaction manager. */
@Injectable()
export class PlanRequestsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async insert(m: EntityManager, r: NewPlanRequest): Promise<PlanRequestRow> {
    const [row]: PlanRequestRow[] = await m.query(
      `INSERT INTO plan_requests (user_id, from_plan, plan, amount, status) VALUES ($1, $2, $3, $4, 'Pending') RETURNING ${COLUMNS}`,
      [r.userId, r.fromPlan, r.plan, r.amount],
    );
    return row;
  }

  /** Moves a Pending request to its decision; null when it is not (or no longer) Pending. */
  async decide(
    m: EntityManager,
    id: string,
    to: Exclude<PlanRequestStatus, 'Pending'>,
    d: { staffId: string; reason: string | null },
  ): Promise<PlanRequestRow | null> {
    const [rows]: [PlanRequestRow[], number] = await m.query(
      `UPDATE plan_requests SET status = $2, reason = $3, reviewed_by = $4, decided_at = now(), updated_at = now()
        WHERE id = $1 AND status = 'Pending' RETURNING ${COLUMNS}`,
      [id, to, d.reason, d.staffId],
    );
    return rows[0] ?? null;
  }

  /** The request, locked in the caller's transaction when `lock` (a decision about to apply). */
  async findById(id: string, m: EntityManager = this.ds.manager, lock = false): Promise<PlanRequestRow | null> {
    if (!/^\d{1,18}$/.test(id)) return null;
    const [row]: PlanRequestRow[] = await m.query(`SELECT ${COLUMNS} FROM plan_requests WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    return row ?? null;
  }

  /** The back office's list: oldest first, after the cursor (an id), optionally of one status. */
  listForStaff(status: PlanRequestStatus | undefined, after: string | undefined, limit: number): Promise<PlanRequestRow[]> {
    return this.ds.query(
      `SELECT ${COLUMNS} FROM plan_requests WHERE ($1::text IS NULL OR status = $1) AND ($2::bigint IS NULL OR id > $2) ORDER BY id LIMIT $3`,
      [status ?? null, after ?? null, limit],
    );
  }

  async pendingQueue(): Promise<QueueSummary> {
    const [row]: QueueSummary[] = await this.ds.query(
      `SELECT count(*)::int AS pending, floor(extract(epoch FROM now() - min(created_at)))::int AS oldest_age_seconds FROM plan_requests WHERE status = 'Pending'`,
    );
    return row;
  }
}
