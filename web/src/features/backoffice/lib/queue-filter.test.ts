import { describe, expect, it } from 'vitest';
import { queueApiQuery, queueFilterFromSearch, searchOfQueueFilter, type QueueFilter } from './queue-filter';

const read = (queue: Parameters<typeof queueFilterFromSearch>[0], query: string) => queueFilterFromSearch(queue, new URLSearchParams(query));

describe('a queue’s filter in its URL', () => {
  it('is Pending, anyone’s, any SLA, oldest first when the URL says nothing', () => {
    expect(read('deposits', '')).toEqual({ status: 'Pending' });
    expect(searchOfQueueFilter(read('deposits', '')).toString()).toBe('');
  });

  it('reads every filter, and writes them back in a fixed order', () => {
    const filter = read('withdrawals', 'sort=amount&awaiting=me&sla=red&assignee=me&status=Approved');
    expect(filter).toEqual({ status: 'Approved', assignee: 'me', sla: 'red', awaiting: true, sort: 'amount' });
    expect(searchOfQueueFilter(filter).toString()).toBe('status=Approved&assignee=me&sla=red&awaiting=me&sort=amount');
  });

  it('keeps "all statuses" as status=all', () => {
    const all: QueueFilter = { status: '', assignee: 'unassigned' };
    expect(searchOfQueueFilter(all).toString()).toBe('status=all&assignee=unassigned');
    expect(read('plans', 'status=all&assignee=unassigned')).toEqual({ status: '', assignee: 'unassigned' });
  });

  it('ignores what the queue does not know: a foreign status, an unknown value, money filters on identity documents', () => {
    expect(read('deposits', 'status=Won&assignee=him&sla=green&awaiting=you&sort=name')).toEqual({ status: 'Pending' });
    expect(read('kyc', 'awaiting=me&sort=amount&sla=amber')).toEqual({ status: 'Pending', sla: 'amber' });
  });

  it('asks the API with the routes’ parameters, the cursor after them', () => {
    expect(queueApiQuery({ status: 'Pending', assignee: 'me', sla: 'ok', awaiting: true, sort: 'amount' }, '120000:7')).toEqual({
      status: 'Pending',
      assignee: 'me',
      sla: 'ok',
      awaiting: 'me',
      sort: 'amount',
      cursor: '120000:7',
    });
    expect(queueApiQuery({ status: '' })).toEqual({
      status: undefined,
      assignee: undefined,
      sla: undefined,
      awaiting: undefined,
      sort: undefined,
      cursor: undefined,
    });
  });
});
