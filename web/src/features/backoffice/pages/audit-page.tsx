import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ITEM_KINDS, type ItemKind } from '@contracts/account';
import type { AuditEntry } from '@contracts/backoffice';
import { errorMessage } from '../../../shared/api/api-error';
import { Alert } from '../../../shared/ui/alert';
import { LoadingBlock } from '../../../shared/ui/spinner';
import { TableHead } from '../../../shared/ui/table-head';
import { DateTimeCell } from '../../trading/components/date-time-cell';
import type { AuditFilter } from '../lib/audit-filter';
import { isReviewKind } from '../item/lib/item-kind';
import { useBackofficeTitle } from '../hooks/use-backoffice-title';
import { useAuditLog } from '../hooks/use-backoffice-queries';
import { itemPath } from '../lib/queues';

/** /backoffice/audit: the append-only log of staff decisions, newest first, with filters. */
export function AuditPage() {
  useBackofficeTitle('Audit log');
  const [filter, setFilter] = useState<AuditFilter>({});
  const log = useAuditLog(filter);
  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    // Every field of this form is a text input or a select: a File never comes back.
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value.trim() || undefined : undefined;
    };
    setFilter({ kind: text('kind') as ItemKind | undefined, item: text('item'), from: text('from'), to: text('to') });
  };
  return (
    <section className="bo-page" aria-labelledby="bo-audit-title">
      <h1 id="bo-audit-title" className="bo-page__title">
        Audit log
      </h1>
      <form className="card bo-audit-filters" onSubmit={apply} aria-label="Filter the audit log">
        <label className="field">
          <span className="field__label">Kind</span>
          <select name="kind" className="input" defaultValue="">
            <option value="">All</option>
            {ITEM_KINDS.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">Item ID</span>
          <input name="item" className="input" inputMode="numeric" maxLength={40} />
        </label>
        <label className="field">
          <span className="field__label">From</span>
          <input name="from" type="date" className="input" />
        </label>
        <label className="field">
          <span className="field__label">To</span>
          <input name="to" type="date" className="input" />
        </label>
        <button type="submit" className="btn btn--primary">
          Apply
        </button>
      </form>
      {log.isPending ? (
        <LoadingBlock label="Loading the audit log" />
      ) : log.isError ? (
        <Alert>{errorMessage(log.error)}</Alert>
      ) : log.data.length === 0 ? (
        <p className="muted bo-empty">No entries.</p>
      ) : (
        <div className="card table-card">
          <table className="table bo-table">
            <TableHead columns={['When', 'Staff', 'Action', 'Item', 'From → to', 'Reason', 'IP']} />
            <tbody>
              {log.data.map((e) => (
                <AuditRow key={e.id} entry={e} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function AuditRow({ entry: e }: { entry: AuditEntry }) {
  const reviewed = isReviewKind(e.item_kind) ? e.item_kind : null;
  return (
    <tr data-testid="bo-audit-row">
      <td data-label="When">
        <DateTimeCell value={e.created_at} />
      </td>
      <td data-label="Staff">{e.actor_email ?? e.actor_id ?? 'system'}</td>
      <td data-label="Action">{e.action}</td>
      <td data-label="Item">
        {reviewed ? (
          <Link to={itemPath(reviewed, e.item_id)}>
            {e.item_kind} #{e.item_id}
          </Link>
        ) : (
          `${e.item_kind} #${e.item_id}`
        )}
      </td>
      <td data-label="From → to">
        {e.from_state ?? '—'} → {e.to_state ?? '—'}
      </td>
      <td data-label="Reason" className="bo-table__wrap">
        {e.reason ?? '—'}
      </td>
      <td data-label="IP" className="mono">
        {e.ip ?? '—'}
      </td>
    </tr>
  );
}
