import { Link } from 'react-router';
import type { ClientCase, ClientNote } from '@contracts/backoffice-clients';
import { formatUsd } from '../../../../shared/format/money';
import { DateTimeCell } from '../../../trading/components/date-time-cell';
import { formatWhen } from '../../item/lib/item-facts';
import { caseName, casePath } from '../lib/client-view';
import { ClientSection, StateChip } from './client-section';
import { ClientTable, type ClientColumn } from './client-table';

/** An item of the client's, linked to its page where the back office has one. */
export function CaseLink({ item }: { item: Pick<ClientCase, 'kind' | 'id'> }) {
  const path = casePath(item);
  return path ? (
    <Link to={path} className="bo-row__link">
      {caseName(item)}
    </Link>
  ) : (
    <>{caseName(item)}</>
  );
}

const CASE_COLUMNS: readonly ClientColumn<ClientCase>[] = [
  { label: 'Item', cell: (c) => <CaseLink item={c} /> },
  { label: 'State', cell: (c) => <StateChip state={c.state} /> },
  { label: 'Amount', num: true, cell: (c) => (c.amount === null ? '—' : formatUsd(c.amount)) },
  { label: 'Created', cell: (c) => <DateTimeCell value={c.created_at} /> },
];

/** Every item of the client in every queue, waiting or decided, newest first. */
export function CasesSection({ cases }: { cases: ClientCase[] }) {
  const waiting = cases.filter((c) => c.state === 'Pending').length;
  return (
    <ClientSection id="cases" count={cases.length} note={waiting ? `${waiting} waiting for staff` : undefined}>
      <ClientTable rows={cases} columns={CASE_COLUMNS} rowKey={(c) => `${c.kind}:${c.id}`} empty="No items in any queue." testId="bo-client-cases" />
    </ClientSection>
  );
}

/** The internal notes staff left on any of the client's items, newest first. */
export function NotesSection({ notes }: { notes: ClientNote[] }) {
  return (
    <ClientSection id="notes" count={notes.length}>
      {notes.length ? (
        <ol className="bo-client-page__notes" data-testid="bo-client-notes">
          {notes.map((n) => (
            <li key={n.id} className="bo-client-page__note-item" data-testid="bo-client-notes-row">
              <p className="bo-client-page__note-meta muted">
                {n.author_email ?? 'Staff'} · {formatWhen(n.created_at)} · on <CaseLink item={{ kind: n.item_kind as ClientCase['kind'], id: n.item_id }} />
              </p>
              <p className="bo-client-page__note-text">{n.text}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted bo-client-page__empty" data-testid="bo-client-notes-empty">
          No notes. Staff leave notes on an item’s own page.
        </p>
      )}
    </ClientSection>
  );
}
