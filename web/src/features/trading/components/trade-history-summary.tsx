import type { HistorySummary } from '../lib/trade-history';
import { formatWinRate } from '../lib/trade-history-format';
import { TradeHistoryProfitLoss } from './trade-history-profit-loss';

/** Over the rows shown: how many, the win rate (Won ÷ (Won + Lost)) and the net result. */
export function TradeHistorySummary({ summary }: { summary: HistorySummary }) {
  const decided = summary.won + summary.lost;
  return (
    <dl className="th-summary" data-testid="th-summary" aria-live="polite">
      <div className="th-summary__item">
        <dt>Trades</dt>
        <dd data-testid="th-summary-count">{summary.trades}</dd>
      </div>
      <div className="th-summary__item">
        <dt>Win rate</dt>
        <dd>
          <span data-testid="th-summary-win-rate">{formatWinRate(summary.winRate)}</span>{' '}
          <span className="th-summary__note muted" title="Won ÷ (Won + Lost): draws, voids and trades in progress are not counted">
            {summary.won} won of {decided} decided
          </span>
        </dd>
      </div>
      <div className="th-summary__item">
        <dt>Net result</dt>
        <dd>
          <TradeHistoryProfitLoss value={summary.net} testId="th-summary-net" />
        </dd>
      </div>
    </dl>
  );
}
