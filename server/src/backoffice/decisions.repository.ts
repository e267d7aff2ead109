import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ItemKind } from '../contracts/account';
import { type AuditEntry, AWAITING_SECOND_APPROVAL } from '../contracts/backoffice';
import type { AppliedDecision, AuditFilter, DecisionRow, NewDecision } from './decisions';

/** A second waiting decision on the same item breaks this index: one 409, one row. */
export const WAITING_INDEX = 'decisions_one_waiting';

/** SQL of the decisions table and the append-only audit log. Writers take the caller's transaction manager. */
@Injectable()
export class DecisionsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async insert(m: EntityManager, d: NewDecision): Promise<string> {
    const [row]: { id: string }[] = await m.query(
      `INSERT INTO decisions (item_kind, item_id, staff_id, action, reason, payout_reference, ip) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [d.kind, d.itemId, d.staffId, d.action, d.reason, d.payoutReference ?? null, d.ip],
    );
    return String(row.id);
  }

  /** The decision if it is still unapplied, locked until the caller's transaction ends. */
  async lockUnapplied(m: EntityManager, id: string): Promise<DecisionRow | null> {
    const [row]: DecisionRow[] = await m.query(`SELECT * FROM decisions WHERE id = $1 AND applied_at IS NULL FOR UPDATE`, [id]);
    return row ?? null;
  }

  async markApplied(m: EntityManager, id: string, outcome: string): Promise<void> {
    await m.query(`UPDATE decisions SET applied_at = now(), outcome = $2 WHERE id = $1`, [id, outcome]);
  }

  async insertAudit(m: EntityManager, d: Omit<DecisionRow, 'action'> & { action: string }, result: Pick<AppliedDecision, 'from' | 'to'>): Promise<void> {
    await m.query(`INSERT INTO audit_log (actor_id, action, item_kind, item_id, from_state, to_state, reason, ip) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, [
      d.staff_id,
      d.action,
      d.item_kind,
      d.item_id,
      result.from,
      result.to,
      d.reason,
      d.ip,
    ]);
  }

  /** Who gave the item its first approval under four eyes (a decided item is no longer waiting, so any such row is current). */
  async firstApprover(m: EntityManager, kind: ItemKind, itemId: string): Promise<string | null> {
    const [row]: { staff_id: string }[] = await m.query(
      `SELECT staff_id FROM decisions WHERE item_kind = $1 AND item_id = $2 AND applied_at IS NOT NULL AND outcome = $3 ORDER BY id DESC LIMIT 1`,
      [kind, itemId, AWAITING_SECOND_APPROVAL],
    );
    return row?.staff_id ?? null;
  }

  /** Of these items, those whose latest applied decision is a first approval, with who gave it. */
  async firstApprovals(kind: ItemKind, ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows: { item_id: string; staff_id: string; outcome: string }[] = await this.ds.query(
      `SELECT DISTINCT ON (item_id) item_id, staff_id, outcome FROM decisions
        WHERE item_kind = $1 AND item_id = ANY($2) AND applied_at IS NOT NULL AND outcome NOT LIKE 'refused:%' ORDER BY item_id, id DESC`,
      [kind, ids],
    );
    return new Map(rows.filter((r) => r.outcome === AWAITING_SECOND_APPROVAL).map((r) => [r.item_id, r.staff_id]));
  }

  async unappliedBefore(graceSeconds: number, limit = 500): Promise<string[]> {
    const rows: { id: string }[] = await this.ds.query(
      `SELECT id FROM decisions WHERE applied_at IS NULL AND created_at < now() - make_interval(secs => $1) ORDER BY id LIMIT $2`,
      [graceSeconds, limit],
    );
    return rows.map((r) => String(r.id));
  }

  /** The audit log, newest first, filtered, each actor with its e-mail. */
  async audit(f: AuditFilter): Promise<AuditEntry[]> {
    const rows: (Omit<AuditEntry, 'created_at' | 'id'> & { id: string; created_at: Date })[] = await this.ds.query(
      `SELECT a.id, a.actor_id, u.email AS actor_email, a.action, a.item_kind, a.item_id, a.from_state, a.to_state, a.reason, a.ip, a.created_at
         FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
        WHERE ($1::uuid IS NULL OR a.actor_id = $1) AND ($2::text IS NULL OR a.item_kind = $2) AND ($3::text IS NULL OR a.item_id = $3)
          AND ($4::timestamptz IS NULL OR a.created_at >= $4) AND ($5::timestamptz IS NULL OR a.created_at <= $5)
        ORDER BY a.id DESC LIMIT 500`,
      [f.actor ?? null, f.kind ?? null, f.item ?? null, f.from ?? null, f.to ?? null],
    );
    return rows.map((r) => ({ ...r, id: String(r.id), created_at: r.created_at.toISOString() }));
  }

  /** The client a decision's mail goes to. */
  async clientOf(m: EntityManager, userId: string): Promise<{ email: string; firstname: string } | null> {
    const [row]: { email: string; firstname: string }[] = await m.query(`SELECT email, firstname FROM users WHERE id = $1`, [userId]);
    return row ?? null;
  }
}
