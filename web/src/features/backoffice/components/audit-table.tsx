import { Link } from 'react-router';
import type { AuditEntry } from '@contracts/backoffice';
import { TableHead } from '../../../shared/ui/table-head';
import { DateTimeCell } from '../../trading/components/date-time-cell';
import { isReviewKind } from '../item/lib/item-kind';
import { AUDIT_KIND_LABELS } from '../lib/audit-filter';
import { itemPath } from '../lib/queues';

const COLUMNS = ['When', 'Staff', 'Action', 'Item', 'Client', 'From → to', 'Reason', 'IP'] as const;

/** The audit log's rows: a table that scrolls sideways when it must, and on a phone one card of labelled lines a row. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div className="card table-card">
      <div className="table-scroll">
        <table className="table bo-table bo-audit-table">
          <TableHead columns={COLUMNS} />
          <tbody>
            {entries.map((e) => (
              <AuditRow key={e.id} entry={e} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function AuditRow({ entry: e }: { entry: AuditEntry }) {
  const reviewed = isReviewKind(e.item_kind) ? e.item_kind : null;
  const item = `${AUDIT_KIND_LABELS[e.item_kind]} #${e.item_id}`;
  return (
    <tr data-testid="bo-audit-row">
      <td data-label="When">
        <DateTimeCell value={e.created_at} />
      </td>
      <td data-label="Staff">
        <span className="bo-audit__text">{e.actor_email ?? e.actor_id ?? 'system'}</span>
      </td>
      <td data-label="Action">{e.action}</td>
      <td data-label="Item">
        <span className="bo-audit__text">{reviewed ? <Link to={itemPath(reviewed, e.item_id)}>{item}</Link> : item}</span>
      </td>
      <td data-label="Client">
        <span className="bo-audit__text">{e.client_email ?? e.client_id ?? '—'}</span>
      </td>
      <td data-label="From → to">
        <span className="bo-audit__text">
          {e.from_state ?? '—'} → {e.to_state ?? '—'}
        </span>
      </td>
      <td data-label="Reason">
        <span className="bo-audit__text bo-audit__reason">{e.reason ?? '—'}</span>
      </td>
      <td data-label="IP" className="mono">
        {e.ip ?? '—'}
      </td>
    </tr>
  );
}
