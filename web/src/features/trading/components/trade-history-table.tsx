import type { TradeDto } from '@contracts/api';
import { formatUsd } from '../../../shared/format/money';
import { formatPrice } from '../../../shared/format/price';
import { instrumentDecimals, instrumentName } from '../lib/instrument-label';
import { DateTimeCell } from './date-time-cell';
import { TradeStatusBadge } from './trade-status-badge';

/** The reference's columns: Order ID, Trade Time, Symbol, Amount, Strike Rate, End Price, End Time, Status, Trading Type. */
export function TradeHistoryTable({ trades }: { trades: TradeDto[] }) {
  return (
    <div className="table-scroll">
      <table className="table" data-testid="trade-history-table">
        <thead>
          <tr>
            <th scope="col">Order ID</th>
            <th scope="col">Trade Time</th>
            <th scope="col">Symbol</th>
            <th scope="col" className="num">
              Amount
            </th>
            <th scope="col">Strike Rate</th>
            <th scope="col" className="num">
              End Price
            </th>
            <th scope="col">End Time</th>
            <th scope="col">Status</th>
            <th scope="col">Trading Type</th>
          </tr>
        </thead>
        <tbody>
          {trades.map((t) => (
            <tr key={t.trade_id} data-testid="trade-history-row">
              <td className="mono">#{t.trade_id}</td>
              <td>
                <DateTimeCell value={t.trade_time} />
              </td>
              <td>
                <span className={`direction direction--${t.trade_mode.toLowerCase()}`}>{t.trade_mode === 'Buy' ? '▲' : '▼'}</span> {instrumentName(t.symbol)}
              </td>
              <td className="num">{formatUsd(t.amount)}</td>
              <td>
                #{t.strike_rate} <span className="muted">· {t.payout_percent}%</span>
              </td>
              <td className="num">{formatPrice(t.end_price, instrumentDecimals(t.symbol))}</td>
              <td>
                <DateTimeCell value={t.end_time} />
              </td>
              <td>
                <TradeStatusBadge status={t.status} />
              </td>
              <td>{t.trading_type}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
