import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
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

  /** Decides a Pending record; null when it is not Pending (any more). */
  async review(id: string, decision: ReviewDecision, reason: string | null, staffUserId: string): Promise<VerificationRow | null> {
    // TypeORM answers an UPDATE ... RETURNING on PostgreSQL as [rows, affected].
    const [rows]: [VerificationRow[], number] = await this.ds.query(
      `UPDATE identity_verifications SET status = $2, reason = $3, reviewed_by = $4, reviewed_at = now()
        WHERE id = $1 AND status = 'Pending' RETURNING ${COLUMNS}`,
      [id, decision, reason, staffUserId],
    );
    return rows[0] ?? null;
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
