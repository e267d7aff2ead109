import { Injectable, OnModuleInit } from '@nestjs/common';
import type { AdjustmentForStaff } from '../contracts/adjustments';
import { fromCents, toCents } from '../contracts/money';
import type { ForReview, PagedQueue } from '../review/review-queues';
import { ReviewSources } from '../review/review-sources';
import { AdjustmentsRepository } from './adjustments.repository';
import { toAdjustmentForReview } from './adjustments.mapper';

/** The most adjustments one read of a client's cases answers. */
const CASES_LIMIT = 500;

/** The adjustments queue and each client's adjustments as cases, as staff read them, registered with the back office's ReviewSources (AdjustmentApplier decides them). */
@Injectable()
export class AdjustmentReviewService implements OnModuleInit {
  constructor(
    private readonly adjustments: AdjustmentsRepository,
    private readonly sources: ReviewSources,
  ) {}

  onModuleInit(): void {
    const queue: PagedQueue<'adjustment'> = {
      summary: () => this.adjustments.pendingQueue(),
      page: async (slice) => (await this.adjustments.listForStaff(slice)).map(toAdjustmentForReview),
      one: async (id) => {
        const row = await this.adjustments.findById(id);
        return row && toAdjustmentForReview(row);
      },
      idOf: (a: ForReview<'adjustment'>) => String(a.adjustment_id),
      createdAtOf: (a) => new Date(a.created_at),
      amountCentsOf: (a: Omit<AdjustmentForStaff, 'client'>) => (a.amount === null ? undefined : toCents(a.amount)),
    };
    this.sources.addQueue('adjustment', queue);
    this.sources.addClientCases('adjustment', async (userIds, waitingOnly) =>
      (await this.adjustments.casesOf(userIds, waitingOnly, CASES_LIMIT)).map((r) => ({
        user_id: r.user_id,
        kind: 'adjustment' as const,
        id: String(r.id),
        state: r.status,
        amount: r.change === 'reset_2fa' ? null : fromCents(Number(r.amount)),
        created_at: r.created_at.toISOString(),
      })),
    );
  }
}
