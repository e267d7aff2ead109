import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { VerificationStatus } from '../contracts/account';
import { NewVerification, ReviewDecision, VerificationRow } from './kyc.types';

const COLUMNS = 'id, user_id, method, file_path, mime_type, status, reason, reviewed_by, reviewed_at, created_at';

/** The partial unique index that keeps one open (Pending or Approved) record per user. */
export const ONE_OPEN_INDEX = 'identity_verifications_one_open';

/** SQL of the identity_verifications table. */
@Injectable()
export class KycRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async latest(userId: string): Promise<VerificationRow | null> {
    const [row]: VerificationRow[] = await this.ds.query(`SELECT ${COLUMNS} FROM identity_verifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1`, [userId]);
    return row ?? null;
  }

  /** Each of these users' latest record (users without one are absent). */
  latestOf(userIds: string[]): Promise<VerificationRow[]> {
    return this.ds.query(`SELECT DISTINCT ON (user_id) ${COLUMNS} FROM identity_verifications WHERE user_id = ANY($1::uuid[]) ORDER BY user_id, id DESC`, [
      userIds,
    ]);
  }

  async findById(id: string): Promise<VerificationRow | null> {
    const [row]: VerificationRow[] = await this.ds.query(`SELECT ${COLUMNS} FROM identity_verifications WHERE id = $1`, [id]);
    return row ?? null;
  }

  /** Throws PostgreSQL's unique violation (23505 on ONE_OPEN_INDEX) when the user has an open record. */
  async insert(v: NewVerification): Promise<VerificationRow> {
    const [row]: VerificationRow[] = await this.ds.query(
      `INSERT INTO identity_verifications (user_id, method, file_path, mime_type) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
      [v.userId, v.method, v.filePath, v.mimeType],
    );
    return row;
  }

  /** Decides a Pending record, in the caller's transaction when given one; null when it is not Pending (any more). */
  async review(
    id: string,
    decision: ReviewDecision,
    reason: string | null,
    staffUserId: string,
    m: EntityManager = this.ds.manager,
  ): Promise<VerificationRow | null> {
    // TypeORM answers an UPDATE ... RETURNING on PostgreSQL as [rows, affected].
    const [rows]: [VerificationRow[], number] = await m.query(
      `UPDATE identity_verifications SET status = $2, reason = $3, reviewed_by = $4, reviewed_at = now()
        WHERE id = $1 AND status = 'Pending' RETURNING ${COLUMNS}`,
      [id, decision, reason, staffUserId],
    );
    return rows[0] ?? null;
  }

  /** The record's state and owner, locked until the caller's transaction ends. */
  async lockState(m: EntityManager, id: string): Promise<{ status: VerificationStatus; user_id: string } | null> {
    if (!/^\d{1,18}$/.test(id)) return null;
    const [row]: { status: VerificationStatus; user_id: string }[] = await m.query(
      `SELECT status, user_id FROM identity_verifications WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return row ?? null;
  }

  /** The review queue with each client's name and e-mail, oldest first. */
  async listWithClients(status: VerificationStatus | undefined, id?: string): Promise<(VerificationRow & { client_name: string; client_email: string })[]> {
    return this.ds.query(
      `SELECT v.id, v.user_id, v.method, v.file_path, v.mime_type, v.status, v.reason, v.reviewed_by, v.reviewed_at, v.created_at,
              trim(u.firstname || ' ' || u.lastname) AS client_name, u.email AS client_email
         FROM identity_verifications v JOIN users u ON u.id = v.user_id
        WHERE ($1::text IS NULL OR v.status = $1) AND ($2::bigint IS NULL OR v.id = $2)
        ORDER BY v.created_at, v.id LIMIT 500`,
      [status ?? null, id ?? null],
    );
  }

  /** How many records wait for review, and how long the oldest has waited (seconds; null when none). */
  async pendingQueue(): Promise<{ pending: number; oldest_age_seconds: number | null }> {
    const [row]: { pending: number; oldest_age_seconds: number | null }[] = await this.ds.query(
      `SELECT count(*)::int AS pending, floor(extract(epoch FROM now() - min(created_at)))::int AS oldest_age_seconds
         FROM identity_verifications WHERE status = 'Pending'`,
    );
    return row;
  }
}
