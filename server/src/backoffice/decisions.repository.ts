import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { DataSource, EntityManager } from 'typeorm';
import { DECISION_ACTIONS, ITEM_KINDS, type ItemKind } from '../contracts/account';
import { CLAIM_IDLE_MINUTES } from '../contracts/cases';
import { AWAITING_SECOND_APPROVAL } from '../contracts/backoffice';
import { oneOf } from '../database/narrow-text';
import { execute, firstRow, rows } from '../database/typed-query';
import type { RecordedDecision } from '../review/item-applier';
import type { NewDecision } from './decisions';
import type {
  IAwaitingSecondApprovalQuery,
  IClientOfQuery,
  IFirstApprovalsQuery,
  IFirstApproverQuery,
  IInsertDecisionQuery,
  ILockUnappliedQuery,
  ILockUnappliedResult,
  IMarkAppliedQuery,
  IUnappliedBeforeQuery,
} from './decisions.repository.sql-types';

/** A second waiting decision on the same item breaks this index: one 409, one row. */
export const WAITING_INDEX = 'decisions_one_waiting';

// Written only while nobody else holds a live claim on the item (CasesService.assertWorkableBy says who
// does): the check rides on the insert, so a decision costs no extra round trip.
const insertDecision = sql<IInsertDecisionQuery>`
  INSERT INTO decisions (item_kind, item_id, staff_id, action, reason, payout_reference, ip)
  SELECT $kind!, $itemId!, $staffId!, $action!, $reason, $payoutReference, $ip
   WHERE NOT EXISTS (SELECT 1 FROM case_assignments a WHERE a.item_kind = $kind! AND a.item_id = $itemId!
                        AND a.assignee_id <> $staffId! AND a.active_at >= now() - make_interval(mins => $idleMinutes!))
  RETURNING id`;
const lockUnapplied = sql<ILockUnappliedQuery>`
  SELECT id, item_kind, item_id, staff_id, action, reason, payout_reference, ip, created_at, applied_at, outcome
    FROM decisions WHERE id = $id! AND applied_at IS NULL FOR UPDATE`;
const markApplied = sql<IMarkAppliedQuery>`UPDATE decisions SET applied_at = now(), outcome = $outcome! WHERE id = $id!`;
const firstApprover = sql<IFirstApproverQuery>`
  SELECT staff_id FROM decisions WHERE item_kind = $kind! AND item_id = $itemId! AND applied_at IS NOT NULL AND outcome = $outcome!
   ORDER BY id DESC LIMIT 1`;
const firstApprovals = sql<IFirstApprovalsQuery>`
  SELECT DISTINCT ON (item_id) item_id, staff_id, outcome FROM decisions
   WHERE item_kind = $kind! AND item_id = ANY($ids!::text[]) AND applied_at IS NOT NULL AND outcome NOT LIKE 'refused:%' ORDER BY item_id, id DESC`;
const awaitingSecondApproval = sql<IAwaitingSecondApprovalQuery>`
  SELECT item_id FROM (
    SELECT DISTINCT ON (item_id) item_id, staff_id, outcome FROM decisions
     WHERE item_kind = $kind! AND applied_at IS NOT NULL AND outcome NOT LIKE 'refused:%' ORDER BY item_id, id DESC) latest
   WHERE outcome = $outcome! AND staff_id <> $staffId!`;
const unappliedBefore = sql<IUnappliedBeforeQuery>`
  SELECT id FROM decisions WHERE applied_at IS NULL AND created_at < now() - make_interval(secs => $graceSeconds!) ORDER BY id LIMIT $limit!`;
const clientOf = sql<IClientOfQuery>`SELECT email, firstname FROM users WHERE id = $userId!`;

const recorded = (row: ILockUnappliedResult): RecordedDecision => ({
  ...row,
  item_kind: oneOf(ITEM_KINDS, row.item_kind, 'decisions.item_kind'),
  action: oneOf(DECISION_ACTIONS, row.action, 'decisions.action'),
});

/** SQL of the decisions table (its audit rows go through AuditLog). Writers take the caller's transaction manager. */
@Injectable()
export class DecisionsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** The new decision's id; null when someone else holds a live claim on the item (nothing written). */
  async insert(m: EntityManager, d: NewDecision): Promise<string | null> {
    const row = await firstRow(
      insertDecision,
      {
        kind: d.kind,
        itemId: d.itemId,
        staffId: d.staffId,
        action: d.action,
        reason: d.reason,
        payoutReference: d.payoutReference ?? null,
        ip: d.ip,
        idleMinutes: CLAIM_IDLE_MINUTES,
      },
      m,
    );
    return row?.id ?? null;
  }

  /** The decision if it is still unapplied, locked until the caller's transaction ends. */
  async lockUnapplied(m: EntityManager, id: string): Promise<RecordedDecision | null> {
    const row = await firstRow(lockUnapplied, { id }, m);
    return row ? recorded(row) : null;
  }

  async markApplied(m: EntityManager, id: string, outcome: string): Promise<void> {
    await execute(markApplied, { id, outcome }, m);
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

  /** The items whose latest decision is a first approval by somebody else: a second approval of this staff member's would apply them. */
  async awaitingSecondApprovalBy(kind: ItemKind, staffId: string): Promise<string[]> {
    return (await rows(awaitingSecondApproval, { kind, staffId, outcome: AWAITING_SECOND_APPROVAL }, this.ds)).map((r) => r.item_id);
  }

  async unappliedBefore(graceSeconds: number, limit = 500): Promise<string[]> {
    return (await rows(unappliedBefore, { graceSeconds, limit }, this.ds)).map((r) => r.id);
  }

  /** The client a decision's mail goes to. */
  async clientOf(m: EntityManager, userId: string): Promise<{ email: string; firstname: string } | null> {
    return (await firstRow(clientOf, { userId }, m)) ?? null;
  }
}
