import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import {
  type BackofficeClientBrief,
  type BackofficeItem,
  type BackofficeItemDetail,
  type BackofficeKycItem,
  type BackofficePage,
  type BackofficeSummary,
  AWAITING_SECOND_APPROVAL,
} from '../contracts/backoffice';
import type { CaseState } from '../contracts/cases';
import type { KycQueueQueryDto } from '../contracts/requests/decision.request';
import type { CaseQueueQueryDto } from '../contracts/requests/queue-query.request';
import { badRequest, notFound } from '../common/domain-error';
import { DecisionAppliers } from '../review/decision-appliers';
import type { ForReview, PagedKind, QueueSlice, StatusOf } from '../review/review-queues';
import { ReviewSources } from '../review/review-sources';
import { UsersService } from '../users/users.service';
import { slaWindow } from './case-rules';
import { CasesService, type CaseItem } from './cases.service';
import { DecisionsService } from './decisions.service';

export const QUEUE_PAGE_SIZE = 50;

/** How far back an identity document's story is read through the documents it reopens. */
const MAX_REOPENINGS = 10;

const NOT_FOUND: Record<PagedKind, string> = {
  deposit: 'Deposit not found',
  withdrawal: 'Withdrawal not found',
  plan: 'Plan request not found',
  adjustment: 'Adjustment not found',
};

/** An item as staff see it: its feature's fields and its client's brief. */
export type StaffItem<K extends PagedKind> = ForReview<K> & { client: BackofficeClientBrief };

/** A queue page's query: its status and the case filters every queue takes. */
export type QueueQuery<K extends PagedKind> = CaseQueueQueryDto & { status?: StatusOf<K> };

/** `<amount in cents>:<id>` when sorted by amount, the id otherwise. */
const cursorOf = (id: string, amountCents: number, byAmount: boolean) => (byAmount ? `${amountCents}:${id}` : id);

function parseCursor(cursor: string | undefined, byAmount: boolean): QueueSlice<string>['after'] {
  if (!cursor) return null;
  const [amount, id] = cursor.includes(':') ? cursor.split(':') : [null, cursor];
  if ((amount !== null) !== byAmount) throw badRequest('The cursor belongs to another order', { cursor: 'is invalid' });
  return { id, amountCents: Number(amount ?? 0) };
}

/** What the back office's queues show: each queue's size, pages and items with their client, four-eyes state and case. */
@Injectable()
export class ReviewPages {
  constructor(
    private readonly sources: ReviewSources,
    private readonly appliers: DecisionAppliers,
    private readonly decisions: DecisionsService,
    private readonly cases: CasesService,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Each queue's size and age, one after the other. */
  async summary(): Promise<BackofficeSummary> {
    return {
      kyc: await this.sources.kycQueue().summary(),
      deposits: await this.sources.queue('deposit').summary(),
      withdrawals: await this.sources.queue('withdrawal').summary(),
      plans: await this.sources.queue('plan').summary(),
      adjustments: await this.sources.queue('adjustment').summary(),
    };
  }

  /** One page after the cursor (read one beyond it, to know whether another follows). */
  async page<K extends PagedKind>(kind: K, q: QueueQuery<K>, readerId: string): Promise<BackofficePage<StaffItem<K>>> {
    const queue = this.sources.queue(kind);
    const slice = await this.sliceOf(kind, q, readerId);
    if (!slice) return { items: [], next_cursor: null };
    const rows = await queue.page({ ...slice, limit: QUEUE_PAGE_SIZE + 1 });
    const items = await this.underReview(kind, rows.slice(0, QUEUE_PAGE_SIZE));
    const last = items[items.length - 1];
    return { items, next_cursor: rows.length > QUEUE_PAGE_SIZE ? cursorOf(queue.idOf(last), queue.amountCentsOf(last) ?? 0, slice.byAmount) : null };
  }

  async item<K extends PagedKind>(kind: K, id: string): Promise<BackofficeItemDetail<StaffItem<K>>> {
    const item = await this.sources.queue(kind).one(id);
    if (!item) throw notFound(NOT_FOUND[kind]);
    const [shown] = await this.underReview(kind, [item]);
    return { ...shown, ...(await this.cases.detailOf(kind, this.caseItem(kind, shown))) };
  }

  /** The identity documents (listed whole), each with its case, narrowed by assignee and SLA. */
  async kycList(q: KycQueueQueryDto, readerId: string): Promise<BackofficeItem<BackofficeKycItem>[]> {
    const all = await this.withCases(await this.sources.kycQueue().list(q.status));
    const claimed = q.assignee && q.assignee !== 'any' ? new Set(await this.cases.claimedIds('kyc', q.assignee === 'me' ? readerId : null)) : null;
    return all.filter(
      (r) => (q.assignee === 'me' ? claimed?.has(r.id) : q.assignee === 'unassigned' ? !claimed?.has(r.id) : true) && (!q.sla || r.sla === q.sla),
    );
  }

  /** A document with its case; one uploaded again at staff's request carries the story of those before it. */
  async kycItem(id: string): Promise<BackofficeItemDetail<BackofficeKycItem>> {
    const queue = this.sources.kycQueue();
    const [item] = await this.withCases([await queue.item(id)]);
    const clientCreatedAt = (await this.users.briefsOf([item.user_id])).get(item.user_id)?.created_at ?? item.created_at;
    const earlier: CaseItem[] = [];
    for (let previous = item.previous_id; previous && earlier.length < MAX_REOPENINGS;) {
      const before = await queue.item(previous);
      earlier.unshift(this.kycCase(before, clientCreatedAt));
      previous = before.previous_id;
    }
    return { ...item, ...(await this.cases.detailOf('kyc', this.kycCase(item, clientCreatedAt), earlier)) };
  }

  private async withCases(items: BackofficeKycItem[]): Promise<BackofficeItem<BackofficeKycItem>[]> {
    const clients = await this.users.briefsOf(items.map((r) => r.user_id));
    const cases = await this.cases.statesOf(
      'kyc',
      items.map((r) => this.kycCase(r, clients.get(r.user_id)?.created_at ?? r.created_at)),
    );
    return items.map((r) => ({ ...r, ...(cases.get(r.id) as CaseState), review_state: r.status, first_approval_by: null, first_approval_email: null }));
  }

  private kycCase(r: BackofficeKycItem, clientCreatedAt: string): CaseItem {
    return { id: r.id, createdAt: new Date(r.created_at), waiting: r.status === 'Pending', clientCreatedAt: new Date(clientCreatedAt) };
  }

  /** The page's filters as the feature's query takes them; null when nothing can match (no item awaits the reader, none is theirs). */
  private async sliceOf<K extends PagedKind>(kind: K, q: QueueQuery<K>, readerId: string): Promise<Omit<QueueSlice<StatusOf<K>>, 'limit'> | null> {
    const byAmount = q.sort === 'amount';
    let onlyIds: string[] | null = null;
    const narrow = (ids: string[]) => (onlyIds = onlyIds === null ? ids : onlyIds.filter((id) => ids.includes(id)));
    if (q.assignee === 'me') narrow(await this.cases.claimedIds(kind, readerId));
    if (q.awaiting === 'me') narrow(await this.decisions.awaitingSecondApprovalBy(kind, readerId));
    if (onlyIds !== null && (onlyIds as string[]).length === 0) return null;
    const window = q.sla ? slaWindow(kind, q.sla, this.config.slaMinutes, new Date()) : { createdFrom: null, createdTo: null };
    return {
      // Awaiting a second approval is a waiting item's state.
      status: q.status ?? (q.awaiting === 'me' ? (this.appliers.get(kind).waitingState as StatusOf<K>) : null),
      onlyIds,
      exceptIds: q.assignee === 'unassigned' ? await this.cases.claimedIds(kind, null) : null,
      ...window,
      byAmount,
      after: parseCursor(q.cursor, byAmount),
    };
  }

  /** Each item with its client, its review state (its status, or awaiting a second approval after a first one under four eyes) and its case. */
  private async underReview<K extends PagedKind>(kind: K, items: ForReview<K>[]): Promise<BackofficeItem<StaffItem<K>>[]> {
    const queue = this.sources.queue(kind);
    const ids = items.map((r) => queue.idOf(r));
    const first = await this.decisions.firstApprovals(kind, ids);
    const clients = await this.users.briefsOf([...items.map((r) => r.user_id), ...first.values()]);
    const staffItems = items.map((r): StaffItem<K> => {
      const client = clients.get(r.user_id);
      // Every item references its client (a foreign key): a missing one is a bug of ours.
      if (!client) throw new Error(`No client ${r.user_id} for ${kind} ${queue.idOf(r)}`);
      return { ...r, client };
    });
    const cases = await this.cases.statesOf(
      kind,
      staffItems.map((r) => this.caseItem(kind, r)),
    );
    return staffItems.map((r) => {
      const id = queue.idOf(r);
      const by = first.get(id) ?? null;
      const state = cases.get(id);
      if (!state) throw new Error(`No case state for ${kind} ${id}`);
      return {
        ...r,
        ...state,
        review_state: by ? AWAITING_SECOND_APPROVAL : r.status,
        first_approval_by: by,
        first_approval_email: by ? (clients.get(by)?.email ?? null) : null,
      };
    });
  }

  private caseItem<K extends PagedKind>(kind: K, r: StaffItem<K>): CaseItem {
    return {
      id: this.sources.queue(kind).idOf(r),
      createdAt: this.sources.queue(kind).createdAtOf(r),
      waiting: r.status === this.appliers.get(kind).waitingState,
      amountCents: this.sources.queue(kind).amountCentsOf(r),
      clientCreatedAt: new Date(r.client.created_at),
    };
  }
}
