import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { saveFile } from '../../../shared/lib/save-file';
import { useScreenClass } from '../../../shared/hooks/use-screen-class';
import { useMode } from '../../../shared/store/app-store';
import { Alert } from '../../../shared/ui/alert';
import { LoadingBlock } from '../../../shared/ui/spinner';
import '../../../styles/trade-history.css';
import { useTrades } from '../hooks/use-trades';
import {
  csvFilename,
  filtersFromParams,
  filtersToParams,
  filterTrades,
  instrumentsIn,
  NO_FILTERS,
  summarize,
  tradesCsv,
  type HistoryFilters,
} from '../lib/trade-history';
import { TradeHistoryFilters } from './trade-history-filters';
import { TradeHistoryList } from './trade-history-list';
import { TradeHistorySummary } from './trade-history-summary';
import { TradeHistoryTable } from './trade-history-table';

export const EMPTY_HISTORY_TEXT = 'No Trade in History Yet!';
export const NO_MATCH_TEXT = 'No trade matches these filters.';

/**
 * The latest trades of the current mode, newest first, filtered in the browser by instrument, status
 * and dates kept in the URL (so a filtered view can be linked), with a summary and a CSV of the rows
 * shown. A table on wider screens, two-line rows on phones.
 */
export function TradeHistoryPage() {
  const mode = useMode();
  const trades = useTrades(mode);
  const mobile = useScreenClass() === 'mobile';
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const setFilters = (next: HistoryFilters) => setParams((current) => filtersToParams(next, current), { replace: true });

  const all = trades.data;
  const rows = useMemo(() => (all ? filterTrades(all, filters) : []), [all, filters]);
  const summary = useMemo(() => summarize(rows), [rows]);
  const instruments = useMemo(() => instrumentsIn(all ?? []), [all]);

  return (
    <section className="page trade-history">
      <header className="page__header">
        <h1 className="page__title">Trade History</h1>
        <span className={`mode-chip mode-chip--${mode}`}>{mode === 'demo' ? 'Demo trades' : 'Live trades'}</span>
      </header>
      {trades.isPending ? (
        <div className="card">
          <LoadingBlock />
        </div>
      ) : trades.isError ? (
        <Alert>{errorMessage(trades.error)}</Alert>
      ) : trades.data.length === 0 ? (
        <div className="card">
          <p className="empty" data-testid="trade-history-empty">
            {EMPTY_HISTORY_TEXT}
          </p>
        </div>
      ) : (
        <>
          <div className="card th-toolbar">
            <TradeHistoryFilters filters={filters} instruments={instruments} onChange={setFilters} />
            <div className="th-toolbar__foot">
              <TradeHistorySummary summary={summary} />
              <button
                type="button"
                className="btn btn--secondary th-export"
                data-testid="th-export"
                disabled={rows.length === 0}
                onClick={() => saveFile(new Blob([tradesCsv(rows)], { type: 'text/csv;charset=utf-8' }), csvFilename(mode))}
              >
                Export CSV
              </button>
            </div>
          </div>
          <div className="card table-card">
            {rows.length === 0 ? (
              <div className="empty" data-testid="trade-history-no-match">
                <p>{NO_MATCH_TEXT}</p>
                <button type="button" className="btn btn--ghost th-no-match__clear" onClick={() => setFilters(NO_FILTERS)}>
                  Clear filters
                </button>
              </div>
            ) : mobile ? (
              <TradeHistoryList trades={rows} />
            ) : (
              <TradeHistoryTable trades={rows} />
            )}
          </div>
        </>
      )}
    </section>
  );
}
