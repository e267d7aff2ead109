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

/**
 * The trading screen's two lists from one mode's trades (newest first): every open trade, soonest
 * expiry first, and the latest `recentCount` results.
 */
export function splitTrades<T extends { status: string; expires_at: string; trade_id: number }>(
  trades: readonly T[] | undefined,
  recentCount: number,
): { open: T[]; recent: T[] } {
  const list = trades ?? [];
  const open = list.filter((t) => t.status === 'Pending').sort((a, b) => Date.parse(a.expires_at) - Date.parse(b.expires_at) || a.trade_id - b.trade_id);
  const recent = list.filter((t) => t.status !== 'Pending').slice(0, recentCount);
  return { open, recent };
}
