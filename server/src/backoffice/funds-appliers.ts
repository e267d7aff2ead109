import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DepositsRepository } from '../funds/deposits.repository';
import { FundsEvents } from '../funds/funds-events';
import { FundsReviewService } from '../funds/funds-review.service';
import { FundsStateConflict } from '../funds/funds-state';
import type { DepositChange, WithdrawalChange } from '../funds/funds.types';
import { WithdrawalsRepository } from '../funds/withdrawals.repository';
import { fundsDecisionMail } from '../mail/mail.templates';
import type { AppliedDecision, ItemApplier } from './decisions';

const ITEM_ID = /^\d{1,18}$/;

/** An item that left Pending meanwhile (a withdrawal cancelled by its owner) is refused, not failed. */
async function unlessDecided<T>(change: () => Promise<T>): Promise<T | null> {
  try {
    return await change();
  } catch (err) {
    if (err instanceof FundsStateConflict) return null;
    throw err;
  }
}

/**
 * Deposits and withdrawals in the decision path: the funds module's FundsReviewService moves the item
 * and its money in the decision's transaction; these adapters give the registry what it needs (state,
 * owner and amount for four eyes, the client's mail and live events).
 */
@Injectable()
export class FundsAppliers {
  constructor(
    private readonly review: FundsReviewService,
    private readonly deposits: DepositsRepository,
    private readonly withdrawals: WithdrawalsRepository,
    private readonly events: FundsEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  readonly deposit: ItemApplier = {
    kind: 'deposit',
    waitingState: 'Pending',
    load: async (m, id) => {
      const row = ITEM_ID.test(id) ? await this.deposits.findById(id, m) : null;
      return row && { state: row.status, userId: row.user_id, amountCents: Number(row.amount) };
    },
    apply: async (m, id, d) => {
      const change = await unlessDecided(() =>
        d.action === 'approve'
          ? this.review.approveDeposit(m, id, { staffId: d.staff_id, reason: d.reason })
          : this.review.rejectDeposit(m, id, { staffId: d.staff_id, reason: d.reason ?? '' }),
      );
      return change && this.applied(change, change.to === 'Rejected' ? d.reason : null);
    },
    mail: (a, client) => this.mail('deposit', a, client, (a.detail as DepositChange).deposit.amount),
    announce: (a) => this.events.deposit(a.detail as DepositChange),
  };

  readonly withdrawal: ItemApplier = {
    kind: 'withdrawal',
    waitingState: 'Pending',
    load: async (m, id) => {
      const row = ITEM_ID.test(id) ? await this.withdrawals.findById(id, m) : null;
      return row && { state: row.status, userId: row.user_id, amountCents: Number(row.amount) };
    },
    apply: async (m, id, d) => {
      const change = await unlessDecided(() =>
        d.action === 'approve'
          ? this.review.approveWithdrawal(m, id, { staffId: d.staff_id, payoutReference: d.payout_reference ?? '' })
          : this.review.rejectWithdrawal(m, id, { staffId: d.staff_id, reason: d.reason ?? '' }),
      );
      return change && this.applied(change, change.to === 'Rejected' ? d.reason : null);
    },
    mail: (a, client) => this.mail('withdrawal', a, client, (a.detail as WithdrawalChange).withdrawal.amount),
    announce: (a) => this.events.withdrawal(a.detail as WithdrawalChange),
  };

  private applied(change: DepositChange | WithdrawalChange, reason: string | null): AppliedDecision {
    return { from: change.from, to: change.to, userId: change.userId, reason, detail: change };
  }

  private mail(item: 'deposit' | 'withdrawal', a: AppliedDecision, client: { firstname: string }, usd: number) {
    const link = `${this.config.publicUrl}/user/${item === 'deposit' ? 'deposit-log' : 'withdraw-log'}`;
    return fundsDecisionMail(client.firstname, item, a.to === 'Approved', usd.toFixed(2), a.reason, link);
  }
}
