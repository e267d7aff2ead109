import { formatProfitLoss, profitLossTone } from '../lib/trade-history-format';

/** A trade's (or the summary's) result: +$7.50 in green, −$10.00 in red, $0.00 and — muted. */
export function TradeHistoryProfitLoss({ value, testId = 'trade-profit-loss' }: { value: number | null; testId?: string }) {
  return (
    <span className={`pl pl--${profitLossTone(value)}`} data-testid={testId}>
      {formatProfitLoss(value)}
    </span>
  );
}
