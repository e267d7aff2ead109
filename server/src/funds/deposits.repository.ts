import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { sliceParams, type QueueSlice } from '../review/review-queues';
import { DataSource, EntityManager } from 'typeorm';
import type { QueueSummary } from '../contracts/backoffice';
import type { DepositStatus } from '../contracts/funds';
import { execute, firstRow, oneRow, rows } from '../database/typed-query';
import type {
  ICountPendingDepositsQuery,
  IDepositsForStaffQuery,
  IDepositsOfUserQuery,
  IFindDepositQuery,
  ILockDepositForDecisionQuery,
  IInsertDepositQuery,
  ILockDepositRequestsQuery,
  IPendingDepositsQuery,
  IProcessingDepositsQuery,
  IRecordChargeQuery,
  ITransitionDepositQuery,
} from './deposits.repository.sql-types';
import type { DepositRow, NewDeposit } from './funds.types';

const insertDeposit = sql<IInsertDepositQuery>`
  INSERT INTO deposits (user_id, method, amount, status, coin_amount, rate, address, receipt_path, receipt_mime,
                        card_brand, card_last4, gateway_reference, txid, reason)
  VALUES ($userId!, $method!, $amount!, $status!, $coinAmount, $rate, $address, $receiptPath, $receiptMime,
          $cardBrand, $cardLast4, $gatewayReference, $txid, $reason)
  RETURNING id, user_id, method, amount, coin_amount, rate, address, receipt_path, receipt_mime, card_brand, card_last4,
            gateway_reference, txid, status, reason, reviewed_by, decided_at, created_at`;
const lockDepositRequests = sql<ILockDepositRequestsQuery>`SELECT pg_advisory_xact_lock(hashtext('deposit-requests'), hashtext($userId!))`;
const countPendingDeposits = sql<ICountPendingDepositsQuery>`
  SELECT count(*)::int AS "pending!" FROM deposits WHERE user_id = $userId! AND status = 'Pending'`;
const recordCharge = sql<IRecordChargeQuery>`
  UPDATE deposits SET status = $status!, gateway_reference = $gatewayReference, reason = $reason, updated_at = now(),
         decided_at = CASE WHEN $status! = 'Failed' THEN now() ELSE NULL END
   WHERE id = $id!
  RETURNING id, user_id, method, amount, coin_amount, rate, address, receipt_path, receipt_mime, card_brand, card_last4,
            gateway_reference, txid, status, reason, reviewed_by, decided_at, created_at`;
const transitionDeposit = sql<ITransitionDepositQuery>`
  UPDATE deposits SET status = $to!, reason = coalesce($reason, reason), reviewed_by = $staffId, decided_at = now(), updated_at = now()
   WHERE id = $id! AND status = $from!
  RETURNING id, user_id, method, amount, coin_amount, rate, address, receipt_path, receipt_mime, card_brand, card_last4,
            gateway_reference, txid, status, reason, reviewed_by, decided_at, created_at`;
// A staff decision reads the item under its row lock: a decision applied meanwhile is seen, not raced.
const lockDepositForDecision = sql<ILockDepositForDecisionQuery>`SELECT status, user_id, amount FROM deposits WHERE id = $id! FOR UPDATE`;
const findDeposit = sql<IFindDepositQuery>`
  SELECT id, user_id, method, amount, coin_amount, rate, address, receipt_path, receipt_mime, card_brand, card_last4,
         gateway_reference, txid, status, reason, reviewed_by, decided_at, created_at
    FROM deposits WHERE id = $id!`;
const depositsOfUser = sql<IDepositsOfUserQuery>`
  SELECT id, user_id, method, amount, coin_amount, rate, address, receipt_path, receipt_mime, card_brand, card_last4,
         gateway_reference, txid, status, reason, reviewed_by, decided_at, created_at
    FROM deposits WHERE user_id = $userId! ORDER BY id DESC LIMIT 500`;
const processingDeposits = sql<IProcessingDepositsQuery>`
  SELECT id FROM deposits WHERE status = 'Processing' AND created_at < $before! ORDER BY id LIMIT $limit!`;
const depositsForStaff = sql<IDepositsForStaffQuery>`
  SELECT id, user_id, method, amount, coin_amount, rate, address, receipt_path, receipt_mime, card_brand, card_last4,
         gateway_reference, txid, status, reason, reviewed_by, decided_at, created_at
    FROM deposits
   WHERE ($status::text IS NULL OR status = $status)
     AND ($onlyIds::bigint[] IS NULL OR id = ANY($onlyIds)) AND ($exceptIds::bigint[] IS NULL OR NOT (id = ANY($exceptIds)))
     AND ($createdFrom::timestamptz IS NULL OR created_at >= $createdFrom) AND ($createdTo::timestamptz IS NULL OR created_at <= $createdTo)
     AND ($afterId::bigint IS NULL OR CASE WHEN $byAmount!::boolean THEN (amount, -id) < ($afterAmount::bigint, -$afterId::bigint) ELSE id > $afterId END)
   ORDER BY CASE WHEN $byAmount! THEN amount END DESC, id LIMIT $limit!`;
const pendingDeposits = sql<IPendingDepositsQuery>`
  SELECT count(*)::int AS "pending!", floor(extract(epoch FROM now() - min(created_at)))::int AS oldest_age_seconds
    FROM deposits WHERE status = 'Pending'`;

const ID = /^\d{1,18}$/;

/** SQL of the deposits table. Writers take the caller's transaction manager. */
@Injectable()
export class DepositsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  insert(m: EntityManager, d: NewDeposit): Promise<DepositRow> {
    return oneRow(
      insertDeposit,
      {
        userId: d.userId,
        method: d.method,
        amount: d.amount,
        status: d.status,
        coinAmount: d.coinAmount ?? null,
        rate: d.rate ?? null,
        address: d.address ?? null,
        receiptPath: d.receiptPath ?? null,
        receiptMime: d.receiptMime ?? null,
        cardBrand: d.cardBrand ?? null,
        cardLast4: d.cardLast4 ?? null,
        gatewayReference: d.gatewayReference ?? null,
        txid: d.txid ?? null,
        reason: d.reason ?? null,
      },
      m,
    );
  }

  /**
   * How many of the user's deposits wait for review (Pending), counted once this transaction holds
   * the user's deposit-request lock, until it ends: a concurrent request of the same user counts
   * after this one has committed its deposit (or not). An advisory lock rather than the user's row,
   * so nothing else that locks users waits for a deposit.
   */
  async lockAndCountPending(m: EntityManager, userId: string): Promise<number> {
    // Two statements: under READ COMMITTED a statement sees the rows committed before it started.
    await execute(lockDepositRequests, { userId }, m);
    return (await oneRow(countPendingDeposits, { userId }, m)).pending;
  }

  /** Records the gateway's answer on a card deposit still being charged. */
  recordCharge(m: EntityManager, id: string, status: DepositStatus, gatewayReference: string | null, reason: string | null): Promise<DepositRow> {
    return oneRow(recordCharge, { id, status, gatewayReference, reason }, m);
  }

  /** Moves a deposit from one status to another; null when it is not (or no longer) in `from`. */
  async transition(
    m: EntityManager,
    id: string,
    from: DepositStatus,
    to: DepositStatus,
    decision: { staffId?: string | null; reason?: string | null },
  ): Promise<DepositRow | null> {
    return (await firstRow(transitionDeposit, { id, from, to, reason: decision.reason ?? null, staffId: decision.staffId ?? null }, m)) ?? null;
  }

  /** The item's state, owner and amount, its row locked until the caller's transaction ends. */
  async lockForDecision(m: EntityManager, id: string): Promise<Pick<DepositRow, 'status' | 'user_id' | 'amount'> | null> {
    if (!ID.test(id)) return null;
    return (await firstRow(lockDepositForDecision, { id }, m)) ?? null;
  }

  async findById(id: string, m: EntityManager = this.ds.manager): Promise<DepositRow | null> {
    if (!ID.test(id)) return null;
    return (await firstRow(findDeposit, { id }, m)) ?? null;
  }

  listForUser(userId: string): Promise<DepositRow[]> {
    return rows(depositsOfUser, { userId }, this.ds);
  }

  /** Card deposits the gateway approved that are still waiting for their credit. */
  async processingBefore(before: Date, limit = 100): Promise<string[]> {
    return (await rows(processingDeposits, { before, limit }, this.ds)).map((r) => r.id);
  }

  /** The back office's page of its queue. */
  listForStaff(slice: QueueSlice<DepositStatus>): Promise<DepositRow[]> {
    return rows(depositsForStaff, sliceParams(slice), this.ds);
  }

  /** How many wait for staff, and how long the oldest has waited (seconds; null when none). */
  pendingQueue(): Promise<QueueSummary> {
    return oneRow(pendingDeposits, undefined, this.ds);
  }
}
