import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { Alert } from '../../../shared/ui/alert';
import { LoadingBlock } from '../../../shared/ui/spinner';
import { useBackofficeTitle } from '../hooks/use-backoffice-title';
import { useSummary } from '../hooks/use-backoffice-queries';
import { ageInWords, QUEUE_NAMES, QUEUES } from '../lib/queues';

/** /backoffice: each review queue with how many items wait and for how long the oldest has. */
export function OverviewPage() {
  useBackofficeTitle('Overview');
  const summary = useSummary();
  return (
    <section className="bo-page" aria-labelledby="bo-overview-title">
      <h1 id="bo-overview-title" className="bo-page__title">
        Review queues
      </h1>
      {summary.isPending ? (
        <LoadingBlock label="Loading the queues" />
      ) : summary.isError ? (
        <Alert>{errorMessage(summary.error)}</Alert>
      ) : (
        <ul className="bo-cards">
          {QUEUE_NAMES.map((name) => {
            const q = summary.data[name];
            return (
              <li key={name}>
                <Link to={`/backoffice/${name}`} className="card bo-card" data-testid={`bo-queue-${name}`}>
                  <span className="bo-card__title">{QUEUES[name].title}</span>
                  <span className="bo-card__count" data-testid={`bo-queue-${name}-count`}>
                    {q.pending}
                  </span>
                  <span className="muted">{q.pending ? `waiting · oldest ${ageInWords(q.oldest_age_seconds)}` : 'nothing waiting'}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
