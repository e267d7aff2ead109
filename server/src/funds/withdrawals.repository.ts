import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { sliceParams, type QueueSlice } from '../review/review-queues';
import { DataSource, EntityManager } from 'typeorm';
import type { QueueSummary } from '../contracts/backoffice';
import type { WithdrawalStatus } from '../contracts/funds';
import { firstRow, oneRow, rows } from '../database/typed-query';
import type { NewWithdrawal, WithdrawalRow } from './funds.types';
import type {
  IFindWithdrawalQuery,
  ILockWithdrawalForDecisionQuery,
  IInsertWithdrawalQuery,
  IPendingWithdrawalsQuery,
  ITransitionWithdrawalQuery,
  IWithdrawalEligibilityQuery,
  IWithdrawalsForStaffQuery,
  IWithdrawalsOfUserQuery,
  IWithdrawalCasesOfQuery,
} from './withdrawals.repository.sql-types';

export interface WithdrawalEligibility {
  emailVerified: boolean;
  identityApproved: boolean;
}

const insertWithdrawal = sql<IInsertWithdrawalQuery>`
  INSERT INTO withdrawals (user_id, method, amount, wallet, bank_name, account_number, routing_number, account_type, status)
  VALUES ($userId!, $method!, $amount!, $wallet, $bankName, $accountNumber, $routingNumber, $accountType, 'Pending')
  RETURNING id, user_id, method, amount, wallet, bank_name, account_number, routing_number, account_type, status, reason,
            payout_reference, reviewed_by, decided_at, created_at`;
const transitionWithdrawal = sql<ITransitionWithdrawalQuery>`
  UPDATE withdrawals SET status = $to!, reason = coalesce($reason, reason), reviewed_by = $staffId, payout_reference = $payoutReference,
         decided_at = now(), updated_at = now()
   WHERE id = $id! AND status = $from!
  RETURNING id, user_id, method, amount, wallet, bank_name, account_number, routing_number, account_type, status, reason,
            payout_reference, reviewed_by, decided_at, created_at`;
// A staff decision reads the item under its row lock: a decision applied meanwhile is seen, not raced.
const lockWithdrawalForDecision = sql<ILockWithdrawalForDecisionQuery>`SELECT status, user_id, amount FROM withdrawals WHERE id = $id! FOR UPDATE`;
const findWithdrawal = sql<IFindWithdrawalQuery>`
  SELECT id, user_id, method, amount, wallet, bank_name, account_number, routing_number, account_type, status, reason,
         payout_reference, reviewed_by, decided_at, created_at
    FROM withdrawals WHERE id = $id!`;
const withdrawalsOfUser = sql<IWithdrawalsOfUserQuery>`
  SELECT id, user_id, method, amount, wallet, bank_name, account_number, routing_number, account_type, status, reason,
         payout_reference, reviewed_by, decided_at, created_at
    FROM withdrawals WHERE user_id = $userId! ORDER BY id DESC LIMIT 500`;
const withdrawalCasesOf = sql<IWithdrawalCasesOfQuery>`
  SELECT id, user_id, amount, status, created_at FROM withdrawals
   WHERE user_id = ANY($userIds!::uuid[]) AND (NOT $waitingOnly!::boolean OR status = 'Pending')
   ORDER BY id DESC LIMIT $limit!`;
const withdrawalEligibility = sql<IWithdrawalEligibilityQuery>`
  SELECT u.email_verified,
         (SELECT status FROM identity_verifications v WHERE v.user_id = u.id ORDER BY v.id DESC LIMIT 1) AS kyc
    FROM users u WHERE u.id = $userId!`;
const withdrawalsForStaff = sql<IWithdrawalsForStaffQuery>`
  SELECT id, user_id, method, amount, wallet, bank_name, account_number, routing_number, account_type, status, reason,
         payout_reference, reviewed_by, decided_at, created_at
    FROM withdrawals
   WHERE ($status::text IS NULL OR status = $status)
     AND ($onlyIds::bigint[] IS NULL OR id = ANY($onlyIds)) AND ($exceptIds::bigint[] IS NULL OR NOT (id = ANY($exceptIds)))
     AND ($createdFrom::timestamptz IS NULL OR created_at >= $createdFrom) AND ($createdTo::timestamptz IS NULL OR created_at <= $createdTo)
     AND ($afterId::bigint IS NULL OR CASE WHEN $byAmount!::boolean THEN (amount, -id) < ($afterAmount::bigint, -$afterId::bigint) ELSE id > $afterId END)
   ORDER BY CASE WHEN $byAmount! THEN amount END DESC, id LIMIT $limit!`;
const pendingWithdrawals = sql<IPendingWithdrawalsQuery>`
  SELECT count(*)::int AS "pending!", floor(extract(epoch FROM now() - min(created_at)))::int AS oldest_age_seconds
    FROM withdrawals WHERE status = 'Pending'`;

const ID = /^\d{1,18}$/;

/** SQL of the withdrawals table. Writers take the caller's transaction manager. */
@Injectable()
export class WithdrawalsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  insert(m: EntityManager, w: NewWithdrawal): Promise<WithdrawalRow> {
    const bank = w.method === 'bank' ? w : null;
    return oneRow(
      insertWithdrawal,
      {
        userId: w.userId,
        method: w.method,
        amount: w.amount,
        wallet: w.method === 'bank' ? null : w.wallet,
        bankName: bank?.bankName ?? null,
        accountNumber: bank?.accountNumber ?? null,
        routingNumber: bank?.routingNumber ?? null,
        accountType: bank?.accountType ?? null,
      },
      m,
    );
  }

  /** Moves a withdrawal from one status to another; null when it is not (or no longer) in `from`. */
  async transition(
    m: EntityManager,
    id: string,
    from: WithdrawalStatus,
    to: WithdrawalStatus,
    decision: { staffId?: string | null; reason?: string | null; payoutReference?: string | null },
  ): Promise<WithdrawalRow | null> {
    const change = { reason: decision.reason ?? null, staffId: decision.staffId ?? null, payoutReference: decision.payoutReference ?? null };
    return (await firstRow(transitionWithdrawal, { id, from, to, ...change }, m)) ?? null;
  }

  /** The item's state, owner and amount, its row locked until the caller's transaction ends. */
  async lockForDecision(m: EntityManager, id: string): Promise<Pick<WithdrawalRow, 'status' | 'user_id' | 'amount'> | null> {
    if (!ID.test(id)) return null;
    return (await firstRow(lockWithdrawalForDecision, { id }, m)) ?? null;
  }

  async findById(id: string, m: EntityManager = this.ds.manager): Promise<WithdrawalRow | null> {
    if (!ID.test(id)) return null;
    return (await firstRow(findWithdrawal, { id }, m)) ?? null;
  }

  listForUser(userId: string): Promise<WithdrawalRow[]> {
    return rows(withdrawalsOfUser, { userId }, this.ds);
  }

  /** These users' withdrawals in brief, newest first: all, or only those waiting for staff. */
  casesOf(userIds: readonly string[], waitingOnly: boolean, limit: number) {
    return rows(withdrawalCasesOf, { userIds: [...userIds], waitingOnly, limit }, this.ds);
  }

  /** A confirmed e-mail and an approved latest identity document: what a withdrawal needs. */
  async eligibility(userId: string): Promise<WithdrawalEligibility> {
    const row = await firstRow(withdrawalEligibility, { userId }, this.ds);
    return { emailVerified: !!row?.email_verified, identityApproved: row?.kyc === 'Approved' };
  }

  /** The back office's page of its queue. */
  listForStaff(slice: QueueSlice<WithdrawalStatus>): Promise<WithdrawalRow[]> {
    return rows(withdrawalsForStaff, sliceParams(slice), this.ds);
  }

  /** How many wait for staff, and how long the oldest has waited (seconds; null when none). */
  pendingQueue(): Promise<QueueSummary> {
    return oneRow(pendingWithdrawals, undefined, this.ds);
  }
}
