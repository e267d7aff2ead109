import type { TradeDto } from '@contracts/trading';
import { formatUsd } from '../../../shared/format/money';
import { formatPrice } from '../../../shared/format/price';
import { instrumentDecimals, instrumentName } from '../lib/instrument-label';
import { AtsTag } from './ats-tag';
import { TradeDetailButton } from './trade-detail';
import { TradeCountdown } from './trade-countdown';
import { TradeResult } from './trade-result';
import { TradeStatusBadge } from './trade-status-badge';

export function RecentTradeRow({ trade }: { trade: TradeDto }) {
  const pending = trade.status === 'Pending';
  const decimals = instrumentDecimals(trade.symbol);
  return (
    <li className={`recent-trade recent-trade--${trade.status.toLowerCase()}`} data-testid="recent-trade" data-trade-id={trade.trade_id}>
      <div className="recent-trade__top">
        <span className={`direction direction--${trade.trade_mode.toLowerCase()}`}>{trade.trade_mode === 'Buy' ? '▲ Buy' : '▼ Sell'}</span>
        <span className="recent-trade__symbol">
          <TradeDetailButton trade={trade}>{instrumentName(trade.symbol)}</TradeDetailButton> <AtsTag source={trade.source} />
        </span>
        <span className="recent-trade__amount">{formatUsd(trade.amount)}</span>
      </div>
      <div className="recent-trade__bottom">
        <TradeStatusBadge status={trade.status} />
        {pending ? <TradeCountdown expiresAt={trade.expires_at} duration={trade.duration} /> : <TradeResult trade={trade} />}
      </div>
      <div className="recent-trade__prices muted">
        Open {formatPrice(trade.open_price, decimals)}
        {trade.end_price !== null && <> · End {formatPrice(trade.end_price, decimals)}</>}
      </div>
    </li>
  );
}
