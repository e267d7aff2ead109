import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { fundsDecisionMail } from '../mail/mail.templates';
import { DecisionAppliers } from '../review/decision-appliers';
import type { AppliedDecision, ItemApplier, RecordedDecision } from '../review/item-applier';
import { DepositsRepository } from './deposits.repository';
import { FundsEvents } from './funds-events';
import { FundsReviewService } from './funds-review.service';
import { FundsStateConflict } from './funds-state';
import type { DepositChange, DepositRow, WithdrawalChange } from './funds.types';
import { WithdrawalsRepository } from './withdrawals.repository';

/** An item that left Pending meanwhile (a withdrawal cancelled by its owner) is refused, not failed. */
async function unlessDecided<T>(change: () => Promise<T>): Promise<T | null> {
  try {
    return await change();
  } catch (err) {
    if (err instanceof FundsStateConflict) return null;
    throw err;
  }
}

/** How one kind of money item is read, decided and announced. */
interface MoneyItem<C> {
  load(m: EntityManager, id: string): Promise<Pick<DepositRow, 'status' | 'user_id' | 'amount'> | null>;
  approve(m: EntityManager, id: string, d: RecordedDecision): Promise<C>;
  reject(m: EntityManager, id: string, d: RecordedDecision): Promise<C>;
  /** The amount the client's mail names, in USD. */
  usd(change: C): number;
  announce(change: C): void;
}

/**
 * Deposits and withdrawals in the back office's decision path, registered with DecisionAppliers:
 * FundsReviewService moves the item and its money in the decision's transaction; these adapters give
 * the back office what it needs (state, owner and amount for four eyes, the client's mail and live events).
 */
@Injectable()
export class FundsAppliers implements OnModuleInit {
  constructor(
    private readonly appliers: DecisionAppliers,
    private readonly review: FundsReviewService,
    private readonly deposits: DepositsRepository,
    private readonly withdrawals: WithdrawalsRepository,
    private readonly events: FundsEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  readonly deposit = this.moneyApplier<DepositChange>('deposit', {
    load: (m, id) => this.deposits.lockForDecision(m, id),
    approve: (m, id, d) => this.review.approveDeposit(m, id, { staffId: d.staff_id, reason: d.reason }),
    reject: (m, id, d) => this.review.rejectDeposit(m, id, { staffId: d.staff_id, reason: d.reason ?? '' }),
    usd: (c) => c.deposit.amount,
    announce: (c) => this.events.deposit(c),
  });

  readonly withdrawal = this.moneyApplier<WithdrawalChange>('withdrawal', {
    load: (m, id) => this.withdrawals.lockForDecision(m, id),
    approve: (m, id, d) => this.review.approveWithdrawal(m, id, { staffId: d.staff_id, payoutReference: d.payout_reference ?? '' }),
    reject: (m, id, d) => this.review.rejectWithdrawal(m, id, { staffId: d.staff_id, reason: d.reason ?? '' }),
    usd: (c) => c.withdrawal.amount,
    announce: (c) => this.events.withdrawal(c),
  });

  onModuleInit(): void {
    this.appliers.register(this.deposit);
    this.appliers.register(this.withdrawal);
  }

  /** A Pending money item decided by FundsReviewService; `amount` (cents) is what four eyes weighs. */
  private moneyApplier<C extends DepositChange | WithdrawalChange>(kind: 'deposit' | 'withdrawal', item: MoneyItem<C>): ItemApplier {
    return {
      kind,
      waitingState: 'Pending',
      load: async (m, id) => {
        const row = await item.load(m, id);
        return row && { state: row.status, userId: row.user_id, amountCents: Number(row.amount) };
      },
      apply: async (m, id, d) => {
        const change = await unlessDecided(() => (d.action === 'approve' ? item.approve(m, id, d) : item.reject(m, id, d)));
        return change && { from: change.from, to: change.to, userId: change.userId, reason: change.to === 'Rejected' ? d.reason : null, detail: change };
      },
      mail: (a, client) => this.mail(kind, a, client, item.usd(a.detail as C)),
      announce: (a) => item.announce(a.detail as C),
    };
  }

  private mail(item: 'deposit' | 'withdrawal', a: AppliedDecision, client: { firstname: string }, usd: number) {
    const link = `${this.config.publicUrl}/user/${item === 'deposit' ? 'deposit-log' : 'withdraw-log'}`;
    return fundsDecisionMail(client.firstname, item, a.to === 'Approved', usd.toFixed(2), a.reason, link);
  }
}
