import type { TradeMode } from '@contracts/trade-rules';

export type Moneyness = 'in' | 'out' | 'at';

/**
 * Where an open position stands against the current price: a Buy is in the money above its open
 * price, a Sell below it; at the open price it would be a draw. Unknown price: 'at'.
 */
export function moneyness(direction: TradeMode, openPrice: number, currentPrice: number | null | undefined): Moneyness {
  if (typeof currentPrice !== 'number' || !Number.isFinite(currentPrice) || currentPrice === openPrice) return 'at';
  return (direction === 'Buy') === currentPrice > openPrice ? 'in' : 'out';
}

export const MONEYNESS_LABEL: Record<Moneyness, string> = {
  in: 'In the money',
  out: 'Out of the money',
  at: 'At the open price',
};
