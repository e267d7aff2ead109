import type { ReactNode } from 'react';
import { stateTone } from '../../item/lib/item-kind';
import { sectionTitle, type ClientSectionId } from '../lib/client-view';

interface ClientSectionProps {
  id: ClientSectionId;
  /** How many rows the list holds, shown beside the title. */
  count?: number;
  /** What the count is out of, when the list is cut ("latest 50"). */
  note?: string;
  children: ReactNode;
}

/** One section of the client page: a card with its heading (CLIENT_SECTIONS names it), reached from the page's navigation by its id. */
export function ClientSection({ id, count, note, children }: ClientSectionProps) {
  return (
    <section id={id} className="card bo-client-page__section" aria-labelledby={`${id}-title`} data-testid={`bo-client-section-${id}`}>
      <header className="bo-client-page__section-head">
        <h2 id={`${id}-title`} className="panel__title">
          {sectionTitle(id)}
          {count !== undefined && <span className="bo-client-page__count">{count}</span>}
        </h2>
        {note && <span className="muted bo-client-page__note">{note}</span>}
      </header>
      {children}
    </section>
  );
}

/** An item's state as a chip: its words, and a colour that repeats them. */
export function StateChip({ state }: { state: string }) {
  return <span className={`status status--${stateTone(state)}`}>{state}</span>;
}
