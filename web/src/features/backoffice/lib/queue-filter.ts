import { SLA_STATES, type SlaState } from '@contracts/cases';
import { QUEUES, type QueueName } from './queues';

/** What a queue page lists, kept in its URL query: `?status=Approved&assignee=me&sla=red&awaiting=me&sort=amount`. */
export interface QueueFilter {
  /** One of the queue's statuses, or '' for all of them (`status=all`); Pending when the URL says nothing. */
  status: string;
  /** Anyone's items when absent. */
  assignee?: 'me' | 'unassigned';
  sla?: SlaState;
  /** Only the items waiting for the reader's second approval (not for identity documents). */
  awaiting?: true;
  /** Oldest first when absent (not for identity documents). */
  sort?: 'amount';
}

export const DEFAULT_STATUS = 'Pending';
const ALL = 'all';

/** Identity documents have no amount and no four eyes: no sort by amount, no "awaiting my approval". */
export const hasMoneyFilters = (queue: QueueName): boolean => queue !== 'kyc';

/** The filter a URL query holds; a value the queue does not know is ignored (a hand-edited URL still opens the queue). */
export function queueFilterFromSearch(queue: QueueName, search: URLSearchParams): QueueFilter {
  const status = search.get('status');
  const assignee = search.get('assignee');
  const sla = search.get('sla');
  const money = hasMoneyFilters(queue);
  return {
    status: status === ALL ? '' : status && QUEUES[queue].statuses.includes(status) ? status : DEFAULT_STATUS,
    assignee: assignee === 'me' || assignee === 'unassigned' ? assignee : undefined,
    sla: (SLA_STATES as readonly string[]).includes(sla ?? '') ? (sla as SlaState) : undefined,
    awaiting: money && search.get('awaiting') === 'me' ? true : undefined,
    sort: money && search.get('sort') === 'amount' ? 'amount' : undefined,
  };
}

/** The URL query of a filter: only what differs from the defaults, in a fixed order. */
export function searchOfQueueFilter(filter: QueueFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.status !== DEFAULT_STATUS) search.set('status', filter.status || ALL);
  if (filter.assignee) search.set('assignee', filter.assignee);
  if (filter.sla) search.set('sla', filter.sla);
  if (filter.awaiting) search.set('awaiting', 'me');
  if (filter.sort) search.set('sort', filter.sort);
  return search;
}

/** The API's query of a page: the filter as the queue routes take it, and the cursor of the page before. */
export function queueApiQuery(filter: QueueFilter, cursor?: string): Record<string, string | undefined> {
  return {
    status: filter.status || undefined,
    assignee: filter.assignee,
    sla: filter.sla,
    awaiting: filter.awaiting ? 'me' : undefined,
    sort: filter.sort,
    cursor,
  };
}
