import type { TradeDto } from '@contracts/api';
import { formatUsd } from '../../../shared/format/money';

/** What a settled trade did to the balance: the payout of a win, the lost stake, the refunded draw or void. */
export function TradeResult({ trade }: { trade: TradeDto }) {
  switch (trade.status) {
    case 'Won':
      return <span className="result result--won">Payout {formatUsd(trade.payout)}</span>;
    case 'Lost':
      return <span className="result result--lost">−{formatUsd(trade.amount)}</span>;
    case 'Draw':
      return <span className="result result--draw">{formatUsd(trade.payout ?? trade.amount)} back</span>;
    case 'Void':
      return (
        <span className="result result--draw" title={trade.reason ?? undefined}>
          {formatUsd(trade.payout ?? trade.amount)} refunded
        </span>
      );
    default:
      return null;
  }
}
