import type { StrikeRate, TradeMode } from '@contracts/trade-rules';
import { payoutIfRightText, profitIfRightText } from '../lib/payout';

/** What each direction would bring if right: the profit (and its percent) and the payout (stake + profit). */
export function TradePreview({ stake, option }: { stake: number; option: StrikeRate }) {
  const sides: [TradeMode, number][] = [
    ['Buy', option.buy],
    ['Sell', option.sell],
  ];
  return (
    <dl className="potential" data-testid="trade-preview">
      {sides.map(([side, percent]) => (
        <div key={side} className="potential__side">
          <dt>{side === 'Buy' ? '▲ Buy' : '▼ Sell'}</dt>
          <dd data-testid={`trade-potential-${side.toLowerCase()}`}>{profitIfRightText(stake, percent)}</dd>
          <dd className="potential__payout" data-testid={`trade-payout-${side.toLowerCase()}`}>
            {payoutIfRightText(stake, percent)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
