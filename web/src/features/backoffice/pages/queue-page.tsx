import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { formatUsd } from '../../../shared/format/money';
import { Alert } from '../../../shared/ui/alert';
import { LoadingBlock } from '../../../shared/ui/spinner';
import { DateTimeCell } from '../../trading/components/date-time-cell';
import { stateTone } from '../item/lib/item-kind';
import { useBackofficeTitle } from '../hooks/use-backoffice-title';
import { useQueue } from '../hooks/use-backoffice-queries';
import { queueRowView, type QueueRowView } from '../lib/queue-row';
import { itemPath, queueOfPath, QUEUES, type QueueColumn, type QueueInfo, type QueueName } from '../lib/queues';

/** /backoffice/deposits, /withdrawals, /kyc, /plans: a queue's items, Pending by default, oldest first. */
export function QueuePage() {
  const queue = queueOfPath(useLocation().pathname);
  // A new queue starts with its own filter.
  return <QueueView key={queue} queue={queue} />;
}

function QueueView({ queue }: { queue: QueueName }) {
  const info = QUEUES[queue];
  useBackofficeTitle(info.title);
  const [status, setStatus] = useState('Pending');
  const list = useQueue(queue, status);
  const rows = list.data?.pages.flatMap((p) => p.items.map(queueRowView)) ?? [];
  return (
    <section className="bo-page" aria-labelledby="bo-queue-title">
      <h1 id="bo-queue-title" className="bo-page__title">
        {info.title}
      </h1>
      <div className="bo-filters" role="group" aria-label="Status">
        {['', ...info.statuses].map((s) => (
          <button key={s || 'all'} type="button" className="bo-chip" aria-pressed={status === s} onClick={() => setStatus(s)}>
            {s || 'All'}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <LoadingBlock label={`Loading ${info.title.toLowerCase()}`} />
      ) : list.isError ? (
        <Alert>{errorMessage(list.error)}</Alert>
      ) : rows.length === 0 ? (
        <p className="muted bo-empty">No {status ? status.toLowerCase() : ''} items.</p>
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
                <th scope="col">{info.createdLabel}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <Row key={r.id} row={r} info={info} />
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
};

function Row({ row, info }: { row: QueueRowView; info: QueueInfo }) {
  return (
    <tr data-testid={`bo-row-${row.id}`}>
      <td data-label="ID">
        <Link to={itemPath(info.kind, row.id)} className="mono bo-row__link">
          #{row.id}
        </Link>
      </td>
      <td data-label="Client">
        <div>
          <span className="bo-row__name">{row.clientName}</span>
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
      <td data-label={info.createdLabel}>
        <DateTimeCell value={row.createdAt} />
      </td>
    </tr>
  );
}
