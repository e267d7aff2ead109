import type { StatementLineDto } from '@contracts/statement';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { formatUsd } from '../../../shared/format/money';
import { useScreenClass } from '../../../shared/hooks/use-screen-class';
import { useMode } from '../../../shared/store/app-store';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { LoadingBlock } from '../../../shared/ui/spinner';
import { useStatement, useStatementDownload } from '../hooks/use-statement';
import { defaultFilters, rangeError, type StatementFilters } from '../lib/statement';
import './statement.css';
import { StatementFiltersForm } from './statement-filters';
import { StatementList } from './statement-list';
import { StatementTable } from './statement-table';

export const EMPTY_STATEMENT_TEXT = 'No movement on this account in this period.';

/**
 * /user/statement: every movement of the real or demo account in a range of days, newest first, with
 * the balance after each, the opening and closing balances, "Load more" for older pages, and the whole
 * range as CSV or PDF. A table on wider screens, two-line rows on phones.
 */
export function StatementPage() {
  const appMode = useMode();
  const [filters, setFilters] = useState<StatementFilters>(() => defaultFilters(appMode));
  const invalid = rangeError(filters);
  const statement = useStatement(filters, !invalid);
  const download = useStatementDownload();
  const mobile = useScreenClass() === 'mobile';
  const lines = useMemo<StatementLineDto[]>(() => statement.data?.pages.flatMap((p) => p.items) ?? [], [statement.data]);
  const first = statement.data?.pages[0];

  const save = (format: 'csv' | 'pdf') => download.mutate({ filters, format });
  const downloading = (format: 'csv' | 'pdf') => download.isPending && download.variables.format === format;

  return (
    <section className="page statement">
      <header className="page__header">
        <h1 className="page__title">Statement</h1>
      </header>
      <div className="card statement-toolbar">
        <StatementFiltersForm filters={filters} error={invalid} onChange={setFilters} />
        <div className="statement-toolbar__foot">
          <dl className="statement-balances" data-testid="statement-balances">
            <div>
              <dt>Opening balance</dt>
              <dd data-testid="statement-opening">{first ? formatUsd(first.opening_balance) : '—'}</dd>
            </div>
            <div>
              <dt>Closing balance</dt>
              <dd data-testid="statement-closing">{first ? formatUsd(first.closing_balance) : '—'}</dd>
            </div>
          </dl>
          <div className="statement-downloads">
            <Button variant="secondary" onClick={() => save('csv')} loading={downloading('csv')} disabled={Boolean(invalid)} testId="statement-csv">
              Download CSV
            </Button>
            <Button variant="secondary" onClick={() => save('pdf')} loading={downloading('pdf')} disabled={Boolean(invalid)} testId="statement-pdf">
              Download PDF
            </Button>
          </div>
        </div>
        {download.isError && <Alert testId="statement-download-error">{errorMessage(download.error)}</Alert>}
      </div>
      <div className="card table-card">
        {invalid ? (
          <p className="empty">{invalid}</p>
        ) : statement.isPending ? (
          <LoadingBlock label="Loading your statement" />
        ) : statement.isError ? (
          <div className="statement-message">
            <Alert testId="statement-error">{errorMessage(statement.error)}</Alert>
          </div>
        ) : lines.length === 0 ? (
          <p className="empty" data-testid="statement-empty">
            {EMPTY_STATEMENT_TEXT}
          </p>
        ) : (
          <>
            {mobile ? <StatementList lines={lines} /> : <StatementTable lines={lines} />}
            {statement.hasNextPage && (
              <div className="statement-more">
                <Button variant="secondary" onClick={() => void statement.fetchNextPage()} loading={statement.isFetchingNextPage} testId="statement-more">
                  Load more
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
