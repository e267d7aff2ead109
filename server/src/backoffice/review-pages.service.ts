import { Injectable } from '@nestjs/common';
import {
  type BackofficeClientBrief,
  type BackofficeItem,
  type BackofficePage,
  type BackofficeSummary,
  AWAITING_SECOND_APPROVAL,
} from '../contracts/backoffice';
import { notFound } from '../common/domain-error';
import type { ForReview, PagedKind, StatusOf } from '../review/review-queues';
import { ReviewSources } from '../review/review-sources';
import { UsersService } from '../users/users.service';
import { DecisionsService } from './decisions.service';

export const QUEUE_PAGE_SIZE = 50;

const NOT_FOUND: Record<PagedKind, string> = { deposit: 'Deposit not found', withdrawal: 'Withdrawal not found', plan: 'Plan request not found' };

/** An item as staff see it: its feature's fields and its client's brief. */
export type StaffItem<K extends PagedKind> = ForReview<K> & { client: BackofficeClientBrief };

/** What the back office's queues show: each queue's size, pages and items with their client and four-eyes state. */
@Injectable()
export class ReviewPages {
  constructor(
    private readonly sources: ReviewSources,
    private readonly decisions: DecisionsService,
    private readonly users: UsersService,
  ) {}

  /** Each queue's size and age, one after the other. */
  async summary(): Promise<BackofficeSummary> {
    return {
      kyc: await this.sources.kycQueue().summary(),
      deposits: await this.sources.queue('deposit').summary(),
      withdrawals: await this.sources.queue('withdrawal').summary(),
      plans: await this.sources.queue('plan').summary(),
    };
  }

  /** One page, oldest first after the cursor (read one beyond it, to know whether another follows). */
  async page<K extends PagedKind>(kind: K, q: { status?: StatusOf<K>; cursor?: string }): Promise<BackofficePage<StaffItem<K>>> {
    const queue = this.sources.queue(kind);
    const rows = await queue.page(q.status, q.cursor, QUEUE_PAGE_SIZE + 1);
    const items = rows.slice(0, QUEUE_PAGE_SIZE);
    return { items: await this.underReview(kind, items), next_cursor: rows.length > QUEUE_PAGE_SIZE ? queue.idOf(items[items.length - 1]) : null };
  }

  async item<K extends PagedKind>(kind: K, id: string): Promise<BackofficeItem<StaffItem<K>>> {
    const item = await this.sources.queue(kind).one(id);
    if (!item) throw notFound(NOT_FOUND[kind]);
    const [shown] = await this.underReview(kind, [item]);
    return shown;
  }

  /** Each item with its client and its review state (its status, or awaiting a second approval after a first one under four eyes). */
  private async underReview<K extends PagedKind>(kind: K, items: ForReview<K>[]): Promise<BackofficeItem<StaffItem<K>>[]> {
    const queue = this.sources.queue(kind);
    const first = await this.decisions.firstApprovals(
      kind,
      items.map((r) => queue.idOf(r)),
    );
    const clients = await this.users.briefsOf(items.map((r) => r.user_id));
    return items.map((r) => {
      const client = clients.get(r.user_id);
      // Every item references its client (a foreign key): a missing one is a bug of ours.
      if (!client) throw new Error(`No client ${r.user_id} for ${kind} ${queue.idOf(r)}`);
      const by = first.get(queue.idOf(r)) ?? null;
      return { ...r, client, review_state: by ? AWAITING_SECOND_APPROVAL : r.status, first_approval_by: by };
    });
  }
}
