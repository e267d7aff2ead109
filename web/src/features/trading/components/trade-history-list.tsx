import type { TradeDto } from '@contracts/trading';
import { dateTimeParts } from '../../../shared/format/date-time';
import { formatUsd } from '../../../shared/format/money';
import { instrumentName } from '../lib/instrument-label';
import { profitLoss } from '../lib/trade-history';
import { AtsTag } from './ats-tag';
import { TradeDetailButton } from './trade-detail';
import { TradeHistoryDirection } from './trade-history-direction';
import { TradeHistoryProfitLoss } from './trade-history-profit-loss';
import { TradeStatusBadge } from './trade-status-badge';

/** The phone layout: two lines a trade (instrument, direction, status; stake, time, profit or loss). */
export function TradeHistoryList({ trades }: { trades: TradeDto[] }) {
  return (
    <ul className="row-list th-list" data-testid="trade-history-mobile">
      {trades.map((t) => (
        <li key={t.trade_id} className="row-list__row th-list__row" data-testid="trade-history-row" data-trade-id={t.trade_id}>
          <span className="th-list__what">
            <strong>
              <TradeDetailButton trade={t}>{instrumentName(t.symbol)}</TradeDetailButton>
            </strong>{' '}
            <TradeHistoryDirection mode={t.trade_mode} /> <AtsTag source={t.source} />
          </span>
          <TradeStatusBadge status={t.status} />
          <span className="th-list__meta muted">
            <span data-testid="trade-stake">{formatUsd(t.amount)}</span> · <span>{dateTimeParts(t.trade_time)?.join(' ')}</span>
          </span>
          <TradeHistoryProfitLoss value={profitLoss(t)} />
        </li>
      ))}
    </ul>
  );
}
