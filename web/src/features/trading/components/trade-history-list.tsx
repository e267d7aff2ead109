import type { TradeDto } from '@contracts/api';
import { formatUsd } from '../../../shared/format/money';
import { formatPrice } from '../../../shared/format/price';
import { instrumentDecimals } from '../lib/instrument-label';
import { TradeStatusBadge } from './trade-status-badge';

/** The mobile variant: Amount, End Price and Status only. */
export function TradeHistoryList({ trades }: { trades: TradeDto[] }) {
  return (
    <table className="table table--compact" data-testid="trade-history-mobile">
      <thead>
        <tr>
          <th scope="col">Amount</th>
          <th scope="col" className="num">
            End Price
          </th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {trades.map((t) => (
          <tr key={t.trade_id} data-testid="trade-history-row">
            <td>{formatUsd(t.amount)}</td>
            <td className="num">{formatPrice(t.end_price, instrumentDecimals(t.symbol))}</td>
            <td>
              <TradeStatusBadge status={t.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
