import { Injectable, OnModuleInit } from '@nestjs/common';
import type { QueueSummary } from '../contracts/backoffice';
import type { PlanRequestStatus } from '../contracts/plans';
import { toCents } from '../contracts/money';
import type { ForReview, PagedQueue, QueueSlice } from '../review/review-queues';
import { ReviewSources } from '../review/review-sources';
import { PlanRequestsRepository } from './plan-requests.repository';
import { toPlanRequestForReview } from './plans.mapper';

/** The plan requests' queue as staff read it, registered with the back office's ReviewSources (PlanApplier decides them). */
@Injectable()
export class PlanReviewService implements PagedQueue<'plan'>, OnModuleInit {
  constructor(
    private readonly requests: PlanRequestsRepository,
    private readonly sources: ReviewSources,
  ) {}

  onModuleInit(): void {
    this.sources.addQueue('plan', this);
  }

  summary(): Promise<QueueSummary> {
    return this.requests.pendingQueue();
  }

  async page(slice: QueueSlice<PlanRequestStatus>): Promise<ForReview<'plan'>[]> {
    return (await this.requests.listForStaff(slice)).map(toPlanRequestForReview);
  }

  async one(id: string): Promise<ForReview<'plan'> | null> {
    const row = await this.requests.findById(id);
    return row && toPlanRequestForReview(row);
  }

  idOf(request: ForReview<'plan'>): string {
    return String(request.plan_request_id);
  }

  createdAtOf(request: ForReview<'plan'>): Date {
    return new Date(request.created_at);
  }

  amountCentsOf(request: ForReview<'plan'>): number {
    return toCents(request.amount);
  }
}
