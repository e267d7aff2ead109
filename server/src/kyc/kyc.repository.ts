import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { DataSource, EntityManager } from 'typeorm';
import type { QueueSummary } from '../contracts/backoffice';
import type { VerificationStatus } from '../contracts/account';
import { firstRow, oneRow, rows } from '../database/typed-query';
import type {
  IFindVerificationQuery,
  IInsertVerificationQuery,
  ILatestOfUsersQuery,
  ILatestVerificationQuery,
  ILockVerificationQuery,
  ILockVerificationResult,
  IPendingVerificationsQuery,
  IReviewVerificationQuery,
  IVerificationsWithClientsQuery,
  IVerificationsWithClientsResult,
  IVerificationsOfUsersQuery,
} from './kyc.repository.sql-types';
import type { NewVerification, ReviewDecision, VerificationRow } from './kyc.types';

/** The partial unique index that keeps one open (Pending or Approved) record per user. */
export const ONE_OPEN_INDEX = 'identity_verifications_one_open';

export type VerificationWithClient = IVerificationsWithClientsResult;

const latestVerification = sql<ILatestVerificationQuery>`
  SELECT id, user_id, method, file_path, mime_type, status, reason, reviewed_by, reviewed_at, created_at, previous_id
    FROM identity_verifications WHERE user_id = $userId! ORDER BY id DESC LIMIT 1`;
const latestOfUsers = sql<ILatestOfUsersQuery>`
  SELECT DISTINCT ON (user_id) id, user_id, method, file_path, mime_type, status, reason, reviewed_by, reviewed_at, created_at, previous_id
    FROM identity_verifications WHERE user_id = ANY($userIds!::uuid[]) ORDER BY user_id, id DESC`;
const findVerification = sql<IFindVerificationQuery>`
  SELECT id, user_id, method, file_path, mime_type, status, reason, reviewed_by, reviewed_at, created_at, previous_id
    FROM identity_verifications WHERE id = $id!`;
const insertVerification = sql<IInsertVerificationQuery>`
  INSERT INTO identity_verifications (user_id, method, file_path, mime_type, previous_id)
  VALUES ($userId!, $method!, $filePath!, $mimeType!, $previousId)
  RETURNING id, user_id, method, file_path, mime_type, status, reason, reviewed_by, reviewed_at, created_at, previous_id`;
const reviewVerification = sql<IReviewVerificationQuery>`
  UPDATE identity_verifications SET status = $decision!, reason = $reason, reviewed_by = $staffUserId!, reviewed_at = now()
   WHERE id = $id! AND status = 'Pending'
  RETURNING id, user_id, method, file_path, mime_type, status, reason, reviewed_by, reviewed_at, created_at, previous_id`;
const lockVerification = sql<ILockVerificationQuery>`SELECT status, user_id FROM identity_verifications WHERE id = $id! FOR UPDATE`;
const verificationsWithClients = sql<IVerificationsWithClientsQuery>`
  SELECT v.id, v.user_id, v.method, v.file_path, v.mime_type, v.status, v.reason, v.reviewed_by, v.reviewed_at, v.created_at, v.previous_id,
         trim(u.firstname || ' ' || u.lastname) AS "client_name!", u.email AS client_email
    FROM identity_verifications v JOIN users u ON u.id = v.user_id
   WHERE ($status::text IS NULL OR v.status = $status) AND ($id::bigint IS NULL OR v.id = $id)
   ORDER BY v.created_at, v.id LIMIT 500`;
const verificationsOfUsers = sql<IVerificationsOfUsersQuery>`
  SELECT id, user_id, method, file_path, mime_type, status, reason, reviewed_by, reviewed_at, created_at, previous_id
    FROM identity_verifications
   WHERE user_id = ANY($userIds!::uuid[]) AND (NOT $waitingOnly!::boolean OR status = 'Pending')
   ORDER BY id DESC LIMIT $limit!`;
const pendingVerifications = sql<IPendingVerificationsQuery>`
  SELECT count(*)::int AS "pending!", floor(extract(epoch FROM now() - min(created_at)))::int AS oldest_age_seconds
    FROM identity_verifications WHERE status = 'Pending'`;

/** SQL of the identity_verifications table. */
@Injectable()
export class KycRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async latest(userId: string): Promise<VerificationRow | null> {
    return (await firstRow(latestVerification, { userId }, this.ds)) ?? null;
  }

  /** Each of these users' latest record (users without one are absent). */
  latestOf(userIds: string[]): Promise<VerificationRow[]> {
    return rows(latestOfUsers, { userIds }, this.ds);
  }

  async findById(id: string): Promise<VerificationRow | null> {
    return (await firstRow(findVerification, { id }, this.ds)) ?? null;
  }

  /** Throws PostgreSQL's unique violation (23505 on ONE_OPEN_INDEX) when the user has an open record. */
  insert(v: NewVerification): Promise<VerificationRow> {
    return oneRow(insertVerification, v, this.ds);
  }

  /** Decides a Pending record, in the caller's transaction when given one; null when it is not Pending (any more). */
  async review(
    id: string,
    decision: ReviewDecision,
    reason: string | null,
    staffUserId: string,
    m: EntityManager = this.ds.manager,
  ): Promise<VerificationRow | null> {
    return (await firstRow(reviewVerification, { id, decision, reason, staffUserId }, m)) ?? null;
  }

  /** The record's state and owner, locked until the caller's transaction ends. */
  async lockState(m: EntityManager, id: string): Promise<ILockVerificationResult | null> {
    if (!/^\d{1,18}$/.test(id)) return null;
    return (await firstRow(lockVerification, { id }, m)) ?? null;
  }

  /** The review queue with each client's name and e-mail, oldest first. */
  listWithClients(status: VerificationStatus | undefined, id?: string): Promise<VerificationWithClient[]> {
    return rows(verificationsWithClients, { status: status ?? null, id: id ?? null }, this.ds);
  }

  /** These users' records, newest first: all, or only those waiting for review. */
  ofUsers(userIds: readonly string[], waitingOnly: boolean, limit: number): Promise<VerificationRow[]> {
    return rows(verificationsOfUsers, { userIds: [...userIds], waitingOnly, limit }, this.ds);
  }

  /** How many records wait for review, and how long the oldest has waited (seconds; null when none). */
  pendingQueue(): Promise<QueueSummary> {
    return oneRow(pendingVerifications, undefined, this.ds);
  }
}
