import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { DataSource, EntityManager } from 'typeorm';
import { DECISION_ACTIONS, ITEM_KINDS, type ItemKind } from '../contracts/account';
import { type AuditEntry, AWAITING_SECOND_APPROVAL } from '../contracts/backoffice';
import { oneOf } from '../database/narrow-text';
import { execute, firstRow, oneRow, rows } from '../database/typed-query';
import type { AppliedDecision, RecordedDecision } from '../review/item-applier';
import type { AuditFilter, NewDecision } from './decisions';
import type {
  IAuditLogQuery,
  IClientOfQuery,
  IFirstApprovalsQuery,
  IFirstApproverQuery,
  IInsertAuditQuery,
  IInsertDecisionQuery,
  ILockUnappliedQuery,
  ILockUnappliedResult,
  IMarkAppliedQuery,
  IUnappliedBeforeQuery,
} from './decisions.repository.sql-types';

/** A second waiting decision on the same item breaks this index: one 409, one row. */
export const WAITING_INDEX = 'decisions_one_waiting';

const insertDecision = sql<IInsertDecisionQuery>`
  INSERT INTO decisions (item_kind, item_id, staff_id, action, reason, payout_reference, ip)
  VALUES ($kind!, $itemId!, $staffId!, $action!, $reason, $payoutReference, $ip) RETURNING id`;
const lockUnapplied = sql<ILockUnappliedQuery>`
  SELECT id, item_kind, item_id, staff_id, action, reason, payout_reference, ip, created_at, applied_at, outcome
    FROM decisions WHERE id = $id! AND applied_at IS NULL FOR UPDATE`;
const markApplied = sql<IMarkAppliedQuery>`UPDATE decisions SET applied_at = now(), outcome = $outcome! WHERE id = $id!`;
const insertAudit = sql<IInsertAuditQuery>`
  INSERT INTO audit_log (actor_id, action, item_kind, item_id, from_state, to_state, reason, ip)
  VALUES ($actorId!, $action!, $itemKind!, $itemId!, $from, $to, $reason, $ip)`;
const firstApprover = sql<IFirstApproverQuery>`
  SELECT staff_id FROM decisions WHERE item_kind = $kind! AND item_id = $itemId! AND applied_at IS NOT NULL AND outcome = $outcome!
   ORDER BY id DESC LIMIT 1`;
const firstApprovals = sql<IFirstApprovalsQuery>`
  SELECT DISTINCT ON (item_id) item_id, staff_id, outcome FROM decisions
   WHERE item_kind = $kind! AND item_id = ANY($ids!::text[]) AND applied_at IS NOT NULL AND outcome NOT LIKE 'refused:%' ORDER BY item_id, id DESC`;
const unappliedBefore = sql<IUnappliedBeforeQuery>`
  SELECT id FROM decisions WHERE applied_at IS NULL AND created_at < now() - make_interval(secs => $graceSeconds!) ORDER BY id LIMIT $limit!`;
const auditLog = sql<IAuditLogQuery>`
  SELECT a.id, a.actor_id, u.email AS actor_email, a.action, a.item_kind, a.item_id, a.from_state, a.to_state, a.reason, a.ip, a.created_at
    FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
   WHERE ($actor::uuid IS NULL OR a.actor_id = $actor) AND ($kind::text IS NULL OR a.item_kind = $kind) AND ($item::text IS NULL OR a.item_id = $item)
     AND ($from::timestamptz IS NULL OR a.created_at >= $from) AND ($to::timestamptz IS NULL OR a.created_at <= $to)
   ORDER BY a.id DESC LIMIT 500`;
const clientOf = sql<IClientOfQuery>`SELECT email, firstname FROM users WHERE id = $userId!`;

const recorded = (row: ILockUnappliedResult): RecordedDecision => ({
  ...row,
  item_kind: oneOf(ITEM_KINDS, row.item_kind, 'decisions.item_kind'),
  action: oneOf(DECISION_ACTIONS, row.action, 'decisions.action'),
});

/** SQL of the decisions table and the append-only audit log. Writers take the caller's transaction manager. */
@Injectable()
export class DecisionsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async insert(m: EntityManager, d: NewDecision): Promise<string> {
    const row = await oneRow(
      insertDecision,
      { kind: d.kind, itemId: d.itemId, staffId: d.staffId, action: d.action, reason: d.reason, payoutReference: d.payoutReference ?? null, ip: d.ip },
      m,
    );
    return row.id;
  }

  /** The decision if it is still unapplied, locked until the caller's transaction ends. */
  async lockUnapplied(m: EntityManager, id: string): Promise<RecordedDecision | null> {
    const row = await firstRow(lockUnapplied, { id }, m);
    return row ? recorded(row) : null;
  }

  async markApplied(m: EntityManager, id: string, outcome: string): Promise<void> {
    await execute(markApplied, { id, outcome }, m);
  }

  async insertAudit(m: EntityManager, d: Omit<RecordedDecision, 'action'> & { action: string }, result: Pick<AppliedDecision, 'from' | 'to'>): Promise<void> {
    const audit = { actorId: d.staff_id, action: d.action, itemKind: d.item_kind, itemId: d.item_id, reason: d.reason, ip: d.ip };
    await execute(insertAudit, { ...audit, from: result.from, to: result.to }, m);
  }

  /** Who gave the item its first approval under four eyes (a decided item is no longer waiting, so any such row is current). */
  async firstApprover(m: EntityManager, kind: ItemKind, itemId: string): Promise<string | null> {
    return (await firstRow(firstApprover, { kind, itemId, outcome: AWAITING_SECOND_APPROVAL }, m))?.staff_id ?? null;
  }

  /** Of these items, those whose latest applied decision is a first approval, with who gave it. */
  async firstApprovals(kind: ItemKind, ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const latest = await rows(firstApprovals, { kind, ids }, this.ds);
    return new Map(latest.filter((r) => r.outcome === AWAITING_SECOND_APPROVAL).map((r) => [r.item_id, r.staff_id]));
  }

  async unappliedBefore(graceSeconds: number, limit = 500): Promise<string[]> {
    return (await rows(unappliedBefore, { graceSeconds, limit }, this.ds)).map((r) => r.id);
  }

  /** The audit log, newest first, filtered, each actor with its e-mail. */
  async audit(f: AuditFilter): Promise<AuditEntry[]> {
    const entries = await rows(
      auditLog,
      { actor: f.actor ?? null, kind: f.kind ?? null, item: f.item ?? null, from: f.from ?? null, to: f.to ?? null },
      this.ds,
    );
    return entries.map((r) => ({ ...r, item_kind: oneOf(ITEM_KINDS, r.item_kind, 'audit_log.item_kind'), created_at: r.created_at.toISOString() }));
  }

  /** The client a decision's mail goes to. */
  async clientOf(m: EntityManager, userId: string): Promise<{ email: string; firstname: string } | null> {
    return (await firstRow(clientOf, { userId }, m)) ?? null;
  }
}
