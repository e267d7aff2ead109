import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { DataSource, EntityManager } from 'typeorm';
import type { ItemKind } from '../contracts/account';
import { CLAIM_IDLE_MINUTES } from '../contracts/cases';
import { execute, firstRow, rows, type Runner } from '../database/typed-query';
import type {
  IActiveAssignmentsQuery,
  IAssignedIdsQuery,
  IDeleteAssignmentQuery,
  IInsertAssignmentQuery,
  IItemHistoryQuery,
  ILockAssignmentQuery,
  ISetAssigneeQuery,
  ITouchAssignmentQuery,
} from './cases.repository.sql-types';

/** An item's claim as it stands, locked for the caller's transaction. */
export interface Assignment {
  assigneeId: string;
  email: string;
  claimedAt: Date;
  activeAt: Date;
  /** Idle past CLAIM_IDLE_MINUTES: anyone may claim it. */
  lapsed: boolean;
}

const insertAssignment = sql<IInsertAssignmentQuery>`
  INSERT INTO case_assignments (item_kind, item_id, assignee_id) VALUES ($kind!, $itemId!, $staffId!)
  ON CONFLICT (item_kind, item_id) DO NOTHING RETURNING claimed_at`;
const lockAssignment = sql<ILockAssignmentQuery>`
  SELECT a.assignee_id, u.email, a.claimed_at, a.active_at, a.active_at < now() - make_interval(mins => $idleMinutes!) AS "lapsed!"
    FROM case_assignments a JOIN users u ON u.id = a.assignee_id
   WHERE a.item_kind = $kind! AND a.item_id = $itemId! FOR UPDATE OF a`;
const setAssignee = sql<ISetAssigneeQuery>`
  UPDATE case_assignments SET assignee_id = $staffId!, claimed_at = now(), active_at = now() WHERE item_kind = $kind! AND item_id = $itemId!`;
const touchAssignment = sql<ITouchAssignmentQuery>`
  UPDATE case_assignments SET active_at = now() WHERE item_kind = $kind! AND item_id = $itemId! AND assignee_id = $staffId!`;
const deleteAssignment = sql<IDeleteAssignmentQuery>`DELETE FROM case_assignments WHERE item_kind = $kind! AND item_id = $itemId!`;
const activeAssignments = sql<IActiveAssignmentsQuery>`
  SELECT a.item_id, a.assignee_id, u.email, a.claimed_at, a.active_at FROM case_assignments a JOIN users u ON u.id = a.assignee_id
   WHERE a.item_kind = $kind! AND a.item_id = ANY($ids!::text[]) AND a.active_at >= now() - make_interval(mins => $idleMinutes!)`;
const assignedIds = sql<IAssignedIdsQuery>`
  SELECT item_id FROM case_assignments
   WHERE item_kind = $kind! AND ($staffId::uuid IS NULL OR assignee_id = $staffId) AND active_at >= now() - make_interval(mins => $idleMinutes!)`;
const itemHistory = sql<IItemHistoryQuery>`
  SELECT a.id, a.actor_id, u.email AS actor_email, a.action, a.from_state, a.to_state, a.reason, a.created_at
    FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
   WHERE a.item_kind = $kind! AND a.item_id = $itemId! ORDER BY a.id`;

/** SQL of claims (case_assignments) and of an item's history in the audit log. Writers take the caller's transaction. */
@Injectable()
export class CasesRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** Claims an unclaimed item; false when it already has a claim (lock it to see whose). */
  async claimFree(m: EntityManager, kind: ItemKind, itemId: string, staffId: string): Promise<boolean> {
    return (await execute(insertAssignment, { kind, itemId, staffId }, m)).rows.length === 1;
  }

  async lock(m: EntityManager, kind: ItemKind, itemId: string): Promise<Assignment | null> {
    const row = await firstRow(lockAssignment, { kind, itemId, idleMinutes: CLAIM_IDLE_MINUTES }, m);
    return row ? { assigneeId: row.assignee_id, email: row.email, claimedAt: row.claimed_at, activeAt: row.active_at, lapsed: row.lapsed } : null;
  }

  async assign(m: EntityManager, kind: ItemKind, itemId: string, staffId: string): Promise<void> {
    await execute(setAssignee, { kind, itemId, staffId }, m);
  }

  /** The holder acted on the item: its claim's idle time starts again. */
  async touch(m: EntityManager, kind: ItemKind, itemId: string, staffId: string): Promise<void> {
    await execute(touchAssignment, { kind, itemId, staffId }, m);
  }

  async unassign(m: EntityManager, kind: ItemKind, itemId: string): Promise<void> {
    await execute(deleteAssignment, { kind, itemId }, m);
  }

  /** Of these items, the claims that have not lapsed. */
  activeClaims(kind: ItemKind, ids: string[]) {
    return ids.length ? rows(activeAssignments, { kind, ids, idleMinutes: CLAIM_IDLE_MINUTES }, this.ds) : Promise.resolve([]);
  }

  /** The ids of the items with a live claim (of this staff member's, or anybody's). */
  async claimedIds(kind: ItemKind, staffId: string | null): Promise<string[]> {
    return (await rows(assignedIds, { kind, staffId, idleMinutes: CLAIM_IDLE_MINUTES }, this.ds)).map((r) => r.item_id);
  }

  /** Everything the audit log holds of the item (claims, notes, decisions), oldest first. */
  history(kind: ItemKind, itemId: string, on: Runner = this.ds) {
    return rows(itemHistory, { kind, itemId }, on);
  }
}
