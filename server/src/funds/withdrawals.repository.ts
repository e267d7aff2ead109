import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { QueueSummary } from '../contracts/backoffice';
import type { WithdrawalStatus } from '../contracts/funds';
import type { NewWithdrawal, WithdrawalRow } from './funds.types';

const COLUMNS = `id, user_id, method, amount, wallet, bank_name, account_number, routing_number, account_type, status, reason,
  payout_reference, reviewed_by, decided_at, created_at`;

export interface WithdrawalEligibility {
  emailVerified: boolean;
  identityApproved: boolean;
}

/** SQL of the withdrawals table. Writers take the caller's transaction manager. */
@Injectable()
export class WithdrawalsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async insert(m: EntityManager, w: NewWithdrawal): Promise<WithdrawalRow> {
    const bank = w.method === 'bank' ? w : null;
    const [row]: WithdrawalRow[] = await m.query(
      `INSERT INTO withdrawals (user_id, method, amount, wallet, bank_name, account_number, routing_number, account_type, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'Pending') RETURNING ${COLUMNS}`,
      [
        w.userId,
        w.method,
        w.amount,
        w.method === 'bank' ? null : w.wallet,
        bank?.bankName ?? null,
        bank?.accountNumber ?? null,
        bank?.routingNumber ?? null,
        bank?.accountType ?? null,
      ],
    );
    return row;
  }

  /** Moves a withdrawal from one status to another; null when it is not (or no longer) in `from`. */
  async transition(
    m: EntityManager,
    id: string,
    from: WithdrawalStatus,
    to: WithdrawalStatus,
    decision: { staffId?: string | null; reason?: string | null; payoutReference?: string | null },
  ): Promise<WithdrawalRow | null> {
    const [rows]: [WithdrawalRow[], number] = await m.query(
      `UPDATE withdrawals SET status = $3, reason = coalesce($4, reason), reviewed_by = $5, payout_reference = $6,
              decided_at = now(), updated_at = now()
        WHERE id = $1 AND status = $2 RETURNING ${COLUMNS}`,
      [id, from, to, decision.reason ?? null, decision.staffId ?? null, decision.payoutReference ?? null],
    );
    return rows[0] ?? null;
  }

  async findById(id: string, m: EntityManager = this.ds.manager): Promise<WithdrawalRow | null> {
    if (!/^\d{1,18}$/.test(id)) return null;
    const [row]: WithdrawalRow[] = await m.query(`SELECT ${COLUMNS} FROM withdrawals WHERE id = $1`, [id]);
    return row ?? null;
  }

  listForUser(userId: string): Promise<WithdrawalRow[]> {
    return this.ds.query(`SELECT ${COLUMNS} FROM withdrawals WHERE user_id = $1 ORDER BY id DESC LIMIT 500`, [userId]);
  }

  /** A confirmed e-mail and an approved latest identity document: what a withdrawal needs. */
  async eligibility(userId: string): Promise<WithdrawalEligibility> {
    const [row]: { email_verified: boolean; kyc: string | null }[] = await this.ds.query(
      `SELECT u.email_verified,
              (SELECT status FROM identity_verifications v WHERE v.user_id = u.id ORDER BY v.id DESC LIMIT 1) AS kyc
         FROM users u WHERE u.id = $1`,
      [userId],
    );
    return { emailVerified: !!row?.email_verified, identityApproved: row?.kyc === 'Approved' };
  }

  /** The back office's list: oldest first, after the cursor (an id), optionally of one status. */
  listForStaff(status: WithdrawalStatus | undefined, after: string | undefined, limit: number): Promise<WithdrawalRow[]> {
    return this.ds.query(
      `SELECT ${COLUMNS} FROM withdrawals WHERE ($1::text IS NULL OR status = $1) AND ($2::bigint IS NULL OR id > $2) ORDER BY id LIMIT $3`,
      [status ?? null, after ?? null, limit],
    );
  }

  /** How many wait for staff, and how long the oldest has waited (seconds; null when none). */
  async pendingQueue(): Promise<QueueSummary> {
    const [row]: QueueSummary[] = await this.ds.query(
      `SELECT count(*)::int AS pending, floor(extract(epoch FROM now() - min(created_at)))::int AS oldest_age_seconds FROM withdrawals WHERE status = 'Pending'`,
    );
    return row;
  }
}
