import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ApiRequestError, errorMessage } from '../../../shared/api/api-error';
import { Alert } from '../../../shared/ui/alert';
import { LoadingBlock } from '../../../shared/ui/spinner';
import { ClientSummaryCard } from './components/client-summary-card';
import { DecisionPanel } from './components/decision-panel';
import { DocumentViewer } from './components/document-viewer';
import { ItemFactsCard } from './components/item-facts-card';
import { useStaffItem, type RecordedDecision } from './hooks/use-item-queries';
import { queueOfKind } from '../lib/queues';
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
      <header className="bo-item__head">
        {back}
        <div className="bo-item__heading">
          <h1 className="bo-item__title">{title}</h1>
          <span className={`status status--${stateTone(state)}`} data-testid="bo-item-state">
            {state}
          </span>
        </div>
        <p className="muted">
          {client.name} · {client.email}
        </p>
      </header>
      <div className="bo-item__grid">
        <div className="bo-item__main">
          <ItemFactsCard item={item} />
          <DecisionPanel item={item} itemId={id} recorded={recorded} onRecorded={setRecorded} />
          {hasDocumentSection(kind) && (
            <section className="card panel" aria-labelledby="bo-document-title">
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
        </div>
        <aside className="bo-item__side" aria-label="Client summary">
          <ClientSummaryCard userId={client.id} />
        </aside>
      </div>
    </div>
  );
}
