import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { QueueSummary } from '../contracts/backoffice';
import type { DepositStatus } from '../contracts/funds';
import type { DepositRow, NewDeposit } from './funds.types';

const COLUMNS = `id, user_id, method, amount, coin_amount, rate, address, receipt_path, receipt_mime, card_brand, card_last4,
  gateway_reference, status, reason, reviewed_by, decided_at, created_at`;

/** SQL of the deposits table. Writers take the caller's transaction manager. */
@Injectable()
export class DepositsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async insert(m: EntityManager, d: NewDeposit): Promise<DepositRow> {
    const [row]: DepositRow[] = await m.query(
      `INSERT INTO deposits (user_id, method, amount, status, coin_amount, rate, address, receipt_path, receipt_mime,
                             card_brand, card_last4, gateway_reference, reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING ${COLUMNS}`,
      [
        d.userId,
        d.method,
        d.amount,
        d.status,
        d.coinAmount ?? null,
        d.rate ?? null,
        d.address ?? null,
        d.receiptPath ?? null,
        d.receiptMime ?? null,
        d.cardBrand ?? null,
        d.cardLast4 ?? null,
        d.gatewayReference ?? null,
        d.reason ?? null,
      ],
    );
    return row;
  }

  /**
   * How many of the user's deposits wait for review (Pending), counted once this transaction holds
   * the user's deposit-request lock, until it ends: a concurrent request of the same user counts
   * after this one has committed its deposit (or not). An advisory lock rather than the user's row,
   * so nothing else that locks users waits for a deposit.
   */
  async lockAndCountPending(m: EntityManager, userId: string): Promise<number> {
    // Two statements: under READ COMMITTED a statement sees the rows committed before it started.
    await m.query(`SELECT pg_advisory_xact_lock(hashtext('deposit-requests'), hashtext($1))`, [userId]);
    const [row]: { pending: number }[] = await m.query(`SELECT count(*)::int AS pending FROM deposits WHERE user_id = $1 AND status = 'Pending'`, [userId]);
    return row.pending;
  }

  /** Records the gateway's answer on a card deposit still being charged. */
  async recordCharge(m: EntityManager, id: string, status: DepositStatus, gatewayReference: string | null, reason: string | null): Promise<DepositRow> {
    const [[row]]: [DepositRow[], number] = await m.query(
      `UPDATE deposits SET status = $2, gateway_reference = $3, reason = $4, updated_at = now(),
              decided_at = CASE WHEN $2 = 'Failed' THEN now() ELSE NULL END
        WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, status, gatewayReference, reason],
    );
    return row;
  }

  /** Moves a deposit from one status to another; null when it is not (or no longer) in `from`. */
  async transition(
    m: EntityManager,
    id: string,
    from: DepositStatus,
    to: DepositStatus,
    decision: { staffId?: string | null; reason?: string | null },
  ): Promise<DepositRow | null> {
    const [rows]: [DepositRow[], number] = await m.query(
      `UPDATE deposits SET status = $3, reason = coalesce($4, reason), reviewed_by = $5, decided_at = now(), updated_at = now()
        WHERE id = $1 AND status = $2 RETURNING ${COLUMNS}`,
      [id, from, to, decision.reason ?? null, decision.staffId ?? null],
    );
    return rows[0] ?? null;
  }

  async findById(id: string, m: EntityManager = this.ds.manager): Promise<DepositRow | null> {
    if (!/^\d{1,18}$/.test(id)) return null;
    const [row]: DepositRow[] = await m.query(`SELECT ${COLUMNS} FROM deposits WHERE id = $1`, [id]);
    return row ?? null;
  }

  listForUser(userId: string): Promise<DepositRow[]> {
    return this.ds.query(`SELECT ${COLUMNS} FROM deposits WHERE user_id = $1 ORDER BY id DESC LIMIT 500`, [userId]);
  }

  /** Card deposits the gateway approved that are still waiting for their credit. */
  async processingBefore(before: Date, limit = 100): Promise<string[]> {
    const rows: { id: string }[] = await this.ds.query(`SELECT id FROM deposits WHERE status = 'Processing' AND created_at < $1 ORDER BY id LIMIT $2`, [
      before,
      limit,
    ]);
    return rows.map((r) => r.id);
  }

  /** The back office's list: oldest first, after the cursor (an id), optionally of one status. */
  listForStaff(status: DepositStatus | undefined, after: string | undefined, limit: number): Promise<DepositRow[]> {
    return this.ds.query(`SELECT ${COLUMNS} FROM deposits WHERE ($1::text IS NULL OR status = $1) AND ($2::bigint IS NULL OR id > $2) ORDER BY id LIMIT $3`, [
      status ?? null,
      after ?? null,
      limit,
    ]);
  }

  /** How many wait for staff, and how long the oldest has waited (seconds; null when none). */
  async pendingQueue(): Promise<QueueSummary> {
    const [row]: QueueSummary[] = await this.ds.query(
      `SELECT count(*)::int AS pending, floor(extract(epoch FROM now() - min(created_at)))::int AS oldest_age_seconds FROM deposits WHERE status = 'Pending'`,
    );
    return row;
  }
}
