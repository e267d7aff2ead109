import { Injectable, OnModuleInit } from '@nestjs/common';
import { WAITING_STATE } from '../contracts/backoffice-clients';
import { fromCents } from '../contracts/money';
import type { OwnedCase } from '../review/client-cases';
import { ReviewSources } from '../review/review-sources';
import { FundsReviewService } from './funds-review.service';
import { WithdrawalsRepository } from './withdrawals.repository';

/** The most withdrawals one read of cases answers (a client's 500 latest, as their own list). */
const CASES_LIMIT = 500;

/** A client's deposits and withdrawals as cases of the back office (its client page, its search's open items). */
@Injectable()
export class FundsClientRecords implements OnModuleInit {
  constructor(
    private readonly sources: ReviewSources,
    private readonly review: FundsReviewService,
    private readonly withdrawals: WithdrawalsRepository,
  ) {}

  onModuleInit(): void {
    this.sources.addClientCases('deposit', (userIds, waitingOnly) => this.depositCases(userIds, waitingOnly));
    this.sources.addClientCases('withdrawal', (userIds, waitingOnly) => this.withdrawalCases(userIds, waitingOnly));
  }

  // Each client's own list (its 500 latest), one client after another: deposits have no read of several clients yet.
  private async depositCases(userIds: readonly string[], waitingOnly: boolean): Promise<OwnedCase[]> {
    const found: OwnedCase[] = [];
    for (const userId of userIds) {
      for (const d of await this.review.depositsOf(userId)) {
        if (waitingOnly && d.status !== WAITING_STATE) continue;
        found.push({ user_id: userId, kind: 'deposit', id: String(d.deposit_id), state: d.status, amount: d.amount, created_at: d.createdAt });
      }
    }
    return found;
  }

  private async withdrawalCases(userIds: readonly string[], waitingOnly: boolean): Promise<OwnedCase[]> {
    const rows = await this.withdrawals.casesOf(userIds, waitingOnly, CASES_LIMIT);
    return rows.map((r) => ({
      user_id: r.user_id,
      kind: 'withdrawal',
      id: String(r.id),
      state: r.status,
      amount: fromCents(r.amount),
      created_at: r.created_at.toISOString(),
    }));
  }
}
