import { useState } from 'react';
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
import { itemPath, queueOfPath, QUEUES, type QueueName } from '../lib/queues';

/** /backoffice/deposits, /withdrawals, /kyc: a queue's items, Pending by default, oldest first. */
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
  const money = queue !== 'kyc';
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
                {money && <th scope="col">Identity</th>}
                {money && (
                  <th scope="col" className="num">
                    Balance
                  </th>
                )}
                {money && (
                  <th scope="col" className="num">
                    Amount
                  </th>
                )}
                <th scope="col">Method</th>
                <th scope="col">State</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <Row key={r.id} row={r} money={money} href={itemPath(info.kind, r.id)} />
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

function Row({ row, money, href }: { row: QueueRowView; money: boolean; href: string }) {
  return (
    <tr data-testid={`bo-row-${row.id}`}>
      <td data-label="ID">
        <Link to={href} className="mono bo-row__link">
          #{row.id}
        </Link>
      </td>
      <td data-label="Client">
        <div>
          <span className="bo-row__name">{row.clientName}</span>
          <span className="muted bo-row__email">{row.clientEmail}</span>
        </div>
      </td>
      {money && <td data-label="Identity">{row.kycStatus}</td>}
      {money && (
        <td data-label="Balance" className="num">
          {formatUsd(row.balance)}
        </td>
      )}
      {money && (
        <td data-label="Amount" className="num">
          {formatUsd(row.amount)}
        </td>
      )}
      <td data-label="Method">{row.method}</td>
      <td data-label="State">
        <span className={`status status--${stateTone(row.state)}`}>{row.state}</span>
      </td>
      <td data-label="Created">
        <DateTimeCell value={row.createdAt} />
      </td>
    </tr>
  );
}
