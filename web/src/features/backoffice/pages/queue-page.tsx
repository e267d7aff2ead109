import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { formatUsd } from '../../../shared/format/money';
import { Alert } from '../../../shared/ui/alert';
import { LoadingBlock } from '../../../shared/ui/spinner';
import { useNow } from '../../../shared/hooks/use-now';
import { useCurrentUser } from '../../auth/hooks/use-current-user';
import { DateTimeCell } from '../../trading/components/date-time-cell';
import { isWaiting, stateTone } from '../item/lib/item-kind';
import { QueueFilters } from '../components/queue-filters';
import { useBackofficeTitle } from '../hooks/use-backoffice-title';
import { useQueue } from '../hooks/use-backoffice-queries';
import { assigneeText, FLAG_LABELS, slaText } from '../lib/case-labels';
import { queueFilterFromSearch, searchOfQueueFilter, type QueueFilter } from '../lib/queue-filter';
import { queueRowView, type QueueRowView } from '../lib/queue-row';
import { ClientLink } from '../client/components/client-link';
import { itemPath, queueOfPath, QUEUES, type QueueColumn, type QueueInfo, type QueueName } from '../lib/queues';

/** The SLA badges' ages move on while the queue is open. */
const AGE_TICK_MS = 30_000;

/**
 * /backoffice/deposits, /withdrawals, /kyc, /plans, /adjustments: a queue's items, Pending by default, oldest first,
 * filtered by who works them, their SLA and "awaiting my approval", or largest first; the filter is the URL's query.
 */
export function QueuePage() {
  const queue = queueOfPath(useLocation().pathname);
  // A new queue starts with its own filter.
  return <QueueView key={queue} queue={queue} />;
}

function QueueView({ queue }: { queue: QueueName }) {
  const info = QUEUES[queue];
  useBackofficeTitle(info.title);
  const [search, setSearch] = useSearchParams();
  const query = search.toString();
  const filter = useMemo(() => queueFilterFromSearch(queue, new URLSearchParams(query)), [queue, query]);
  const apply = (next: QueueFilter) => setSearch(searchOfQueueFilter(next));
  const list = useQueue(queue, filter);
  const me = useCurrentUser().data?.id;
  const now = useNow(true, AGE_TICK_MS);
  const rows = list.data?.pages.flatMap((p) => p.items.map(queueRowView)) ?? [];
  const { status } = filter;
  return (
    <section className="bo-page" aria-labelledby="bo-queue-title">
      <h1 id="bo-queue-title" className="bo-page__title">
        {info.title}
      </h1>
      <div className="bo-filters" role="group" aria-label="Status">
        {['', ...info.statuses].map((s) => (
          <button key={s || 'all'} type="button" className="bo-chip" aria-pressed={status === s} onClick={() => apply({ ...filter, status: s })}>
            {s || 'All'}
          </button>
        ))}
      </div>
      <QueueFilters queue={queue} filter={filter} onChange={apply} />
      {list.isPending ? (
        <LoadingBlock label={`Loading ${info.title.toLowerCase()}`} />
      ) : list.isError ? (
        <Alert>{errorMessage(list.error)}</Alert>
      ) : rows.length === 0 ? (
        <p className="muted bo-empty">No {status ? status.toLowerCase() : ''} items match.</p>
      ) : (
        <div className="card table-card">
          <table className="table bo-table" data-testid={`bo-queue-table-${queue}`}>
            <thead>
              <tr>
                <th scope="col">ID</th>
                <th scope="col">Client</th>
                {info.columns.map((c) => (
                  <th key={c} scope="col" className={COLUMNS[c].num ? 'num' : undefined}>
                    {COLUMNS[c].label}
                  </th>
                ))}
                <th scope="col">State</th>
                <th scope="col">Assignee</th>
                <th scope="col">SLA and flags</th>
                <th scope="col">{info.createdLabel}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <Row key={r.id} row={r} info={info} me={me} now={now} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.hasNextPage && (
        <button type="button" className="btn btn--secondary bo-more" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      )}
    </section>
  );
}

/** Each column's heading and cell. */
const COLUMNS: Record<QueueColumn, { label: string; num?: boolean; cell: (row: QueueRowView) => ReactNode }> = {
  identity: { label: 'Identity', cell: (r) => r.kycStatus },
  balance: { label: 'Balance', num: true, cell: (r) => formatUsd(r.balance) },
  amount: { label: 'Amount', num: true, cell: (r) => formatUsd(r.amount) },
  held: { label: 'Amount held', num: true, cell: (r) => formatUsd(r.amount) },
  method: { label: 'Method', cell: (r) => r.method },
  plan: { label: 'Current → requested plan', cell: (r) => r.plan },
  change: { label: 'Change', cell: (r) => r.change },
  requestedBy: { label: 'Requested by', cell: (r) => r.requestedBy },
};

function Row({ row, info, me, now }: { row: QueueRowView; info: QueueInfo; me: string | undefined; now: number }) {
  return (
    <tr data-testid={`bo-row-${row.id}`}>
      <td data-label="ID">
        <Link to={itemPath(info.kind, row.id)} className="mono bo-row__link">
          #{row.id}
        </Link>
      </td>
      <td data-label="Client">
        <div>
          <ClientLink id={row.clientId} name={row.clientName} email={row.clientEmail} className="bo-row__name bo-row__link" />
          <span className="muted bo-row__email">{row.clientEmail}</span>
        </div>
      </td>
      {info.columns.map((c) => (
        <td key={c} data-label={COLUMNS[c].label} className={COLUMNS[c].num ? 'num' : undefined}>
          {COLUMNS[c].cell(row)}
        </td>
      ))}
      <td data-label="State">
        <span className={`status status--${stateTone(row.state)}`}>{row.state}</span>
      </td>
      <td data-label="Assignee" className={row.assignee ? undefined : 'muted'} data-testid={`bo-row-${row.id}-assignee`}>
        {assigneeText(row.assignee, me)}
      </td>
      <td data-label="SLA and flags">
        <div className="bo-row__case">
          {/* A decided item owes nobody anything: no SLA. */}
          {isWaiting(row.state) ? (
            <span className={`bo-sla bo-sla--${row.sla}`}>{slaText(row.sla, row.createdAt, now)}</span>
          ) : (
            <span className="muted">–</span>
          )}
          {row.flags.map((f) => (
            <span key={f} className="bo-flag">
              {FLAG_LABELS[f]}
            </span>
          ))}
        </div>
      </td>
      <td data-label={info.createdLabel}>
        <DateTimeCell value={row.createdAt} />
      </td>
    </tr>
  );
}
