import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { LoadingBlock } from '../../../shared/ui/spinner';
import { AuditFilters } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';
import { useBackofficeTitle } from '../hooks/use-backoffice-title';
import { useAuditCsv, useAuditLog } from '../hooks/use-backoffice-queries';
import { filterFromSearch, searchOfFilter, type AuditFilter } from '../lib/audit-filter';

/** /backoffice/audit: the append-only log of staff actions, newest first, filtered from the URL's query, page after page, and as CSV. */
export function AuditPage() {
  useBackofficeTitle('Audit log');
  const [search, setSearch] = useSearchParams();
  const query = search.toString();
  const filter = useMemo(() => filterFromSearch(new URLSearchParams(query)), [query]);
  const log = useAuditLog(filter);
  const csv = useAuditCsv();
  const entries = useMemo(() => log.data?.pages.flatMap((p) => p.items) ?? [], [log.data]);
  const apply = (next: AuditFilter) => setSearch(searchOfFilter(next));

  return (
    <section className="bo-page" aria-labelledby="bo-audit-title">
      <div className="bo-audit-head">
        <h1 id="bo-audit-title" className="bo-page__title">
          Audit log
        </h1>
        <Button variant="secondary" onClick={() => csv.mutate(filter)} loading={csv.isPending} testId="bo-audit-csv">
          Export CSV
        </Button>
      </div>
      {/* Keyed by the query: back and forward show the fields of the filter they return to. */}
      <AuditFilters key={query} filter={filter} onApply={apply} />
      {csv.isError && <Alert testId="bo-audit-csv-error">{errorMessage(csv.error)}</Alert>}
      {log.isPending ? (
        <LoadingBlock label="Loading the audit log" />
      ) : log.isError ? (
        <Alert>{errorMessage(log.error)}</Alert>
      ) : entries.length === 0 ? (
        <p className="muted bo-empty">No entries.</p>
      ) : (
        <>
          <AuditTable entries={entries} />
          {log.hasNextPage && (
            <button type="button" className="btn btn--secondary bo-more" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
              {log.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </button>
          )}
        </>
      )}
    </section>
  );
}
