import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ApiRequestError, errorMessage } from '../../../shared/api/api-error';
import { Alert } from '../../../shared/ui/alert';
import { LoadingBlock } from '../../../shared/ui/spinner';
import { useCurrentUser } from '../../auth/hooks/use-current-user';
import { CaseBar } from './components/case-bar';
import { ClientSummaryCard } from './components/client-summary-card';
import { DecisionPanel } from './components/decision-panel';
import { DocumentViewer } from './components/document-viewer';
import { ItemFactsCard } from './components/item-facts-card';
import { NotesPanel } from './components/notes-panel';
import { TimelinePanel } from './components/timeline-panel';
import { useStaffItem, type RecordedDecision } from './hooks/use-item-queries';
import { queueOfKind } from '../lib/queues';
import { ClientLink } from '../client/components/client-link';
import { clientOf, documentOf, hasDocumentSection, KIND_TITLES, kindOfPath, reviewStateOf, stateTone, type ReviewKind } from './lib/item-kind';
import './backoffice-item.css';

/** /backoffice/deposits/:id, /withdrawals/:id, /kyc/:id, /plans/:id: one item under review. */
export function BackofficeItemPage() {
  const { id } = useParams();
  const kind = kindOfPath(useLocation().pathname);
  if (!kind || !id) return <Alert>This back-office address names no item.</Alert>;
  // A new item starts afresh: no decision of the previous one is awaited.
  return <ItemView key={`${kind}/${id}`} kind={kind} id={id} />;
}

function ItemView({ kind, id }: { kind: ReviewKind; id: string }) {
  const [recorded, setRecorded] = useState<RecordedDecision | null>(null);
  const me = useCurrentUser().data?.id;
  const query = useStaffItem(kind, id, recorded);
  const item = query.data;
  const client = item ? clientOf(item) : undefined;
  const title = `${KIND_TITLES[kind]} #${id}`;
  const back = (
    <Link to={`/backoffice/${queueOfKind(kind).name}`} className="bo-item__back">
      ← {queueOfKind(kind).title}
    </Link>
  );

  if (query.isPending) return <LoadingBlock label={`Loading ${title}`} />;
  if (query.isError || !item || !client) {
    const missing = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <div className="bo-item">
        {back}
        <h1 className="bo-item__title">{title}</h1>
        <Alert>{missing ? `${title} was not found.` : errorMessage(query.error)}</Alert>
      </div>
    );
  }

  const state = reviewStateOf(item);
  const document = documentOf(item);
  return (
    <div className="bo-item">
      <div className="bo-item__top">
        <header className="bo-item__head">
          {back}
          <div className="bo-item__heading">
            <h1 className="bo-item__title">{title}</h1>
            <span className={`status status--${stateTone(state)}`} data-testid="bo-item-state">
              {state}
            </span>
          </div>
          <p className="muted">
            <ClientLink id={client.id} name={client.name} email={client.email} /> · {client.email}
          </p>
        </header>
        <CaseBar item={item} itemId={id} me={me} />
      </div>
      {/* Wide, two columns: the evidence (document, client) left, the work on it right. Narrow, one: the decision first, the document next. */}
      <div className="bo-item__grid">
        <div className="bo-item__work">
          <DecisionPanel item={item} itemId={id} me={me} recorded={recorded} onRecorded={setRecorded} />
          <ItemFactsCard item={item} />
          <NotesPanel kind={kind} itemId={id} notes={item.data.notes} ownItem={client.id === me} />
          <TimelinePanel entries={item.data.timeline} kind={kind} />
        </div>
        <div className="bo-item__evidence">
          {hasDocumentSection(kind) && (
            <section className="card panel bo-document" aria-labelledby="bo-document-title">
              <h2 id="bo-document-title" className="panel__title bo-item__section-title">
                {document?.label ?? 'Receipt'}
              </h2>
              {document ? (
                <DocumentViewer
                  key={document.url}
                  address={document.url}
                  label={document.label}
                  fileName={`${kind}-${id}-${document.label.toLowerCase().replace(/\s+/g, '-')}`}
                />
              ) : (
                <p className="muted" data-testid="bo-no-document">
                  No receipt (card deposit).
                </p>
              )}
            </section>
          )}
          <ClientSummaryCard userId={client.id} />
        </div>
      </div>
    </div>
  );
}
