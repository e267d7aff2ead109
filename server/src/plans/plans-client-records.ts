import { Injectable, OnModuleInit } from '@nestjs/common';
import { fromCents } from '../contracts/money';
import type { OwnedCase } from '../review/client-cases';
import { ReviewSources } from '../review/review-sources';
import { PlanRequestsRepository } from './plan-requests.repository';

/** The most requests one read of cases answers (a client asks for a handful). */
const CASES_LIMIT = 500;

/** A client's plan upgrade requests as cases of the back office (its client page, its search's open items). */
@Injectable()
export class PlansClientRecords implements OnModuleInit {
  constructor(
    private readonly sources: ReviewSources,
    private readonly requests: PlanRequestsRepository,
  ) {}

  onModuleInit(): void {
    this.sources.addClientCases('plan', (userIds, waitingOnly) => this.cases(userIds, waitingOnly));
  }

  private async cases(userIds: readonly string[], waitingOnly: boolean): Promise<OwnedCase[]> {
    const rows = await this.requests.casesOf(userIds, waitingOnly, CASES_LIMIT);
    return rows.map((r) => ({
      user_id: r.user_id,
      kind: 'plan',
      id: String(r.id),
      state: r.status,
      amount: fromCents(r.amount),
      created_at: r.created_at.toISOString(),
    }));
  }
}
