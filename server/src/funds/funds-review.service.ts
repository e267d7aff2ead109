import { Injectable, OnModuleInit } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { DepositDto, WithdrawalDto, DepositStatus, WithdrawalStatus } from '../contracts/funds';
import { badRequest } from '../common/domain-error';
import { toCents } from '../contracts/money';
import type { QueueSlice } from '../review/review-queues';
import { ReviewSources } from '../review/review-sources';
import { DepositsRepository } from './deposits.repository';
import { FundsLedger } from './funds-ledger';
import { toDepositDto, toDepositForReview, toWithdrawalDto, toWithdrawalForReview } from './funds.mapper';
import type { DepositChange, DepositForReview, WithdrawalChange, WithdrawalForReview } from './funds.types';
import { transitionRefusal } from './funds-state';
import { WithdrawalsRepository } from './withdrawals.repository';

const required = (value: string | undefined | null, field: string): string => {
  const v = value?.trim();
  if (!v)
    throw badRequest(
      `${field.charAt(0).toUpperCase()}${field
        .slice(1)
        .replace(/([A-Z])/g, ' $1')
        .toLowerCase()} is required`,
      { [field]: 'is required' },
    );
  return v;
};

/**
 * Staff decisions on deposits and withdrawals, for the back office's job to apply (through FundsAppliers).
 * Each runs in the caller's transaction (item state and ledger transfer together) and returns what
 * changed, for the caller to audit and, after commit, to emit (FundsEvents). An item not in the state
 * the decision needs throws FundsStateConflict (409, with its current state); an unknown one 404.
 * What staff read of deposits and withdrawals is registered with the back office's ReviewSources.
 */
@Injectable()
export class FundsReviewService implements OnModuleInit {
  constructor(
    private readonly deposits: DepositsRepository,
    private readonly withdrawals: WithdrawalsRepository,
    private readonly ledger: FundsLedger,
    private readonly sources: ReviewSources,
  ) {}

  onModuleInit(): void {
    this.sources.addQueue('deposit', {
      summary: () => this.deposits.pendingQueue(),
      page: (slice) => this.depositsForStaff(slice),
      one: (id) => this.depositForStaff(id),
      idOf: (d) => String(d.deposit_id),
      createdAtOf: (d) => new Date(d.createdAt),
      amountCentsOf: (d) => toCents(d.amount),
    });
    this.sources.addQueue('withdrawal', {
      summary: () => this.withdrawals.pendingQueue(),
      page: (slice) => this.withdrawalsForStaff(slice),
      one: (id) => this.withdrawalForStaff(id),
      idOf: (w) => String(w.withdraw_id),
      createdAtOf: (w) => new Date(w.createdAt),
      amountCentsOf: (w) => toCents(w.amount),
    });
    this.sources.addClientRecords('recent_deposits', (userId) => this.depositsOf(userId));
    this.sources.addClientRecords('recent_withdrawals', (userId) => this.withdrawalsOf(userId));
  }

  /** Pending -> Approved: external_deposits -> user (real). */
  async approveDeposit(m: EntityManager, id: string, d: { staffId: string; reason?: string | null }): Promise<DepositChange> {
    const row = await this.deposits.transition(m, id, 'Pending', 'Approved', { staffId: d.staffId, reason: d.reason?.trim() || null });
    if (!row) throw transitionRefusal('deposit', await this.deposits.findById(id, m));
    const balances = await this.ledger.credit(m, row.user_id, Number(row.amount), row.id);
    return { userId: row.user_id, from: 'Pending', to: 'Approved', deposit: toDepositDto(row), balances };
  }

  /** Pending -> Rejected with the reason the client is shown; no money moves. */
  async rejectDeposit(m: EntityManager, id: string, d: { staffId: string; reason: string }): Promise<DepositChange> {
    const reason = required(d.reason, 'reason');
    const row = await this.deposits.transition(m, id, 'Pending', 'Rejected', { staffId: d.staffId, reason });
    if (!row) throw transitionRefusal('deposit', await this.deposits.findById(id, m));
    return { userId: row.user_id, from: 'Pending', to: 'Rejected', deposit: toDepositDto(row) };
  }

  /** Pending -> Approved with the payout's reference: pending_withdrawals -> external_withdrawals. */
  async approveWithdrawal(m: EntityManager, id: string, d: { staffId: string; payoutReference: string }): Promise<WithdrawalChange> {
    const payoutReference = required(d.payoutReference, 'payoutReference');
    const row = await this.withdrawals.transition(m, id, 'Pending', 'Approved', { staffId: d.staffId, payoutReference });
    if (!row) throw transitionRefusal('withdrawal', await this.withdrawals.findById(id, m));
    await this.ledger.payOut(m, Number(row.amount), row.id);
    return { userId: row.user_id, from: 'Pending', to: 'Approved', withdrawal: toWithdrawalDto(row) };
  }

  /** Pending -> Rejected with a reason: the hold returns to the user. */
  async rejectWithdrawal(m: EntityManager, id: string, d: { staffId: string; reason: string }): Promise<WithdrawalChange> {
    const reason = required(d.reason, 'reason');
    const row = await this.withdrawals.transition(m, id, 'Pending', 'Rejected', { staffId: d.staffId, reason });
    if (!row) throw transitionRefusal('withdrawal', await this.withdrawals.findById(id, m));
    const balances = await this.ledger.refund(m, row.user_id, Number(row.amount), row.id);
    return { userId: row.user_id, from: 'Pending', to: 'Rejected', withdrawal: toWithdrawalDto(row), balances };
  }

  async depositForStaff(id: string): Promise<DepositForReview | null> {
    const row = await this.deposits.findById(id);
    return row && toDepositForReview(row);
  }

  async withdrawalForStaff(id: string): Promise<WithdrawalForReview | null> {
    const row = await this.withdrawals.findById(id);
    return row && toWithdrawalForReview(row);
  }

  /** The back office's pages of its queues. */
  async depositsForStaff(slice: QueueSlice<DepositStatus>): Promise<DepositForReview[]> {
    return (await this.deposits.listForStaff(slice)).map(toDepositForReview);
  }

  async withdrawalsForStaff(slice: QueueSlice<WithdrawalStatus>): Promise<WithdrawalForReview[]> {
    return (await this.withdrawals.listForStaff(slice)).map(toWithdrawalForReview);
  }

  /** One client's deposits and withdrawals, newest first, for the back office's item view. */
  async depositsOf(userId: string): Promise<DepositDto[]> {
    return (await this.deposits.listForUser(userId)).map(toDepositDto);
  }

  async withdrawalsOf(userId: string): Promise<WithdrawalDto[]> {
    return (await this.withdrawals.listForUser(userId)).map(toWithdrawalDto);
  }
}
