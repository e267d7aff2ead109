import { errorMessage } from '../../../shared/api/api-error';
import { useScreenClass } from '../../../shared/hooks/use-screen-class';
import { useMode } from '../../../shared/store/app-store';
import { Alert } from '../../../shared/ui/alert';
import { LoadingBlock } from '../../../shared/ui/spinner';
import { useTrades } from '../hooks/use-trades';
import { TradeHistoryList } from './trade-history-list';
import { TradeHistoryTable } from './trade-history-table';

export const EMPTY_HISTORY_TEXT = 'No Trade in History Yet!';

/** All trades of the current mode, newest first: a table, or a compact list on mobile. */
export function TradeHistoryPage() {
  const mode = useMode();
  const trades = useTrades(mode);
  const mobile = useScreenClass() === 'mobile';

  return (
    <section className="page">
      <header className="page__header">
        <h1 className="page__title">Trade History</h1>
        <span className={`mode-chip mode-chip--${mode}`}>{mode === 'demo' ? 'Demo trades' : 'Live trades'}</span>
      </header>
      <div className="card table-card">
        {trades.isPending ? (
          <LoadingBlock />
        ) : trades.isError ? (
          <Alert>{errorMessage(trades.error)}</Alert>
        ) : trades.data.length === 0 ? (
          <p className="empty" data-testid="trade-history-empty">
            {EMPTY_HISTORY_TEXT}
          </p>
        ) : mobile ? (
          <TradeHistoryList trades={trades.data} />
        ) : (
          <TradeHistoryTable trades={trades.data} />
        )}
      </div>
    </section>
  );
}
