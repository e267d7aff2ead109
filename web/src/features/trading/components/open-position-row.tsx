import type { TradeDto } from '@contracts/trading';
import { formatUsd } from '../../../shared/format/money';
import { formatPrice } from '../../../shared/format/price';
import { useLivePrice } from '../hooks/use-live-price';
import { instrumentDecimals, instrumentName } from '../lib/instrument-label';
import { MONEYNESS_LABEL, moneyness } from '../lib/position';
import { AtsTag } from './ats-tag';
import { ClosePosition } from './close-position';
import { TradeDetailButton } from './trade-detail';
import { TradeCountdown } from './trade-countdown';

/** One open trade: what, which way, how much, from which price, where it stands now, how long is left, and what closing it now returns. */
export function OpenPositionRow({ trade }: { trade: TradeDto }) {
  const decimals = instrumentDecimals(trade.symbol);
  const price = useLivePrice(trade.symbol)?.price;
  const standing = moneyness(trade.trade_mode, trade.open_price, price);
  return (
    <li className={`position position--${standing}`} data-testid="open-position" data-trade-id={trade.trade_id} data-moneyness={standing}>
      <div className="position__top">
        <span className={`direction direction--${trade.trade_mode.toLowerCase()}`}>{trade.trade_mode === 'Buy' ? '▲ Buy' : '▼ Sell'}</span>
        <span className="position__symbol">
          <TradeDetailButton trade={trade}>{instrumentName(trade.symbol)}</TradeDetailButton> <AtsTag source={trade.source} />
        </span>
        <span className="position__stake" data-testid="position-stake" title="Stake">
          {formatUsd(trade.amount)}
        </span>
        <TradeCountdown expiresAt={trade.expires_at} duration={trade.duration} />
      </div>
      <dl className="position__facts">
        <div>
          <dt>Open</dt>
          <dd data-testid="position-open-price">{formatPrice(trade.open_price, decimals)}</dd>
        </div>
        <div>
          <dt>Now</dt>
          <dd data-testid="position-price">{formatPrice(price, decimals)}</dd>
        </div>
      </dl>
      <div className="position__bottom">
        <span className={`moneyness moneyness--${standing}`} data-testid="position-moneyness">
          {MONEYNESS_LABEL[standing]}
        </span>
        <ClosePosition trade={trade} />
      </div>
    </li>
  );
}
