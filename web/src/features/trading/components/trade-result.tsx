import type { TradeDto } from '@contracts/trading';
import { formatUsd } from '../../../shared/format/money';
import { payoutText, resultProfitText } from '../lib/payout';

/** What a settled trade did to the balance, in the preview's words: the payout of a win, the loss, the stake back. */
export function TradeResult({ trade }: { trade: TradeDto }) {
  switch (trade.status) {
    case 'Won':
      return (
        <span className="result result--won" title={resultProfitText(trade.amount, trade.payout)}>
          {payoutText(trade.payout)}
        </span>
      );
    case 'Lost':
      return <span className="result result--lost">{resultProfitText(trade.amount, 0)}</span>;
    case 'Draw':
      return <span className="result result--draw">{formatUsd(trade.payout ?? trade.amount)} back</span>;
    case 'Void':
      return (
        <span className="result result--draw" title={trade.reason ?? undefined}>
          {formatUsd(trade.payout ?? trade.amount)} refunded
        </span>
      );
    case 'Closed':
      return (
        <span className="result result--draw" title={resultProfitText(trade.amount, trade.payout)}>
          {formatUsd(trade.payout)} at close
        </span>
      );
    default:
      return null;
  }
}
