import type { TradeDto } from '@contracts/trading';
import { dateTimeParts } from '../../../shared/format/date-time';
import { formatUsd } from '../../../shared/format/money';
import { formatPrice } from '../../../shared/format/price';
import { instrumentDecimals, instrumentName } from '../lib/instrument-label';
import { profitLoss, TRADE_HISTORY_COLUMNS } from '../lib/trade-history';
import { DateTimeCell } from './date-time-cell';
import { TradeCountdown } from './trade-countdown';
import { AtsTag } from './ats-tag';
import { TradeDetailButton } from './trade-detail';
import { TradeHistoryDirection } from './trade-history-direction';
import { TradeHistoryProfitLoss } from './trade-history-profit-loss';
import { TradeStatusBadge } from './trade-status-badge';

const NUMERIC = new Set<string>(['Stake', 'Open price', 'End price', 'Profit/Loss', 'Payout']);

/** The expiry's time (its date too when it is not the trade's day); while the trade is open, the time left above it. */
function ExpiryCell({ trade }: { trade: TradeDto }) {
  const expiry = dateTimeParts(trade.expires_at);
  if (!expiry) return <>-</>;
  const sameDay = dateTimeParts(trade.trade_time)?.[0] === expiry[0];
  return (
    <span className="date-time">
      {trade.status === 'Pending' ? <TradeCountdown expiresAt={trade.expires_at} /> : sameDay ? null : <span>{expiry[0]}</span>}
      <span className={trade.status === 'Pending' || !sameDay ? 'muted' : undefined}>{expiry[1]}</span>
    </span>
  );
}

export function TradeHistoryTable({ trades }: { trades: TradeDto[] }) {
  return (
    // Focusable so a keyboard can scroll it when the columns are wider than the screen.
    <div className="table-scroll" role="region" aria-label="Trades" tabIndex={0}>
      <table className="table trade-history-table" data-testid="trade-history-table">
        <thead>
          <tr>
            {TRADE_HISTORY_COLUMNS.map((c) => (
              <th key={c} scope="col" className={NUMERIC.has(c) ? 'num' : undefined}>
                {c === 'Profit/Loss' ? (
                  <>
                    Profit/
                    <wbr />
                    Loss
                  </>
                ) : (
                  c
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {trades.map((t) => {
            const decimals = instrumentDecimals(t.symbol);
            return (
              <tr key={t.trade_id} data-testid="trade-history-row" data-trade-id={t.trade_id}>
                <td className="mono">
                  <span className="th-id">
                    <TradeDetailButton trade={t}>#{t.trade_id}</TradeDetailButton> <AtsTag source={t.source} />
                  </span>
                </td>
                <td>
                  <DateTimeCell value={t.trade_time} />
                </td>
                <td>{instrumentName(t.symbol)}</td>
                <td>
                  <TradeHistoryDirection mode={t.trade_mode} />
                </td>
                <td className="num">{formatUsd(t.amount)}</td>
                <td className="num">{formatPrice(t.open_price, decimals)}</td>
                <td className="num">{formatPrice(t.end_price, decimals)}</td>
                <td>
                  <ExpiryCell trade={t} />
                </td>
                <td>
                  <TradeStatusBadge status={t.status} />
                  {t.reason && <span className="th-reason muted">{t.reason}</span>}
                </td>
                <td className="num">
                  <TradeHistoryProfitLoss value={profitLoss(t)} />
                </td>
                <td className="num">
                  <span className="date-time">
                    <span>{formatUsd(t.payout)}</span>
                    <span className="muted">{t.payout_percent}%</span>
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
