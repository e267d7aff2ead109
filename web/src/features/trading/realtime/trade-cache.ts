import type { QueryClient } from '@tanstack/react-query';
import type { TradeDto } from '@contracts/trading';
import type { PriceTick } from '@contracts/events';
import { queryKeys } from '../../../shared/api/query-keys';

/**
 * Cache patches shared by the submit mutation and the socket events: the server's pushes are applied
 * to the cached trade lists and prices directly, so nothing is refetched (balances: shared/api/user-cache.ts).
 */

export type PriceMap = Record<string, PriceTick>;

/** Puts a trade at its place in its mode's list (newest first); a settled row is never turned back to Pending. */
export function upsertTrade(queryClient: QueryClient, trade: TradeDto): void {
  queryClient.setQueryData<TradeDto[]>(queryKeys.trades(trade.mode), (list) => {
    if (!list) return list; // not loaded yet: the first fetch will bring it
    const index = list.findIndex((t) => t.trade_id === trade.trade_id);
    if (index === -1) return [trade, ...list].sort(newestFirst);
    const current = list[index];
    if (current.status !== 'Pending' && trade.status === 'Pending') return list;
    const next = list.slice();
    next[index] = trade;
    return next;
  });
}

function newestFirst(a: TradeDto, b: TradeDto): number {
  return Date.parse(b.trade_time) - Date.parse(a.trade_time) || b.trade_id - a.trade_id;
}

/** Merges a batch of ticks into the latest-price map. */
export function applyTicks(queryClient: QueryClient, ticks: PriceTick[]): void {
  queryClient.setQueryData<PriceMap>(queryKeys.prices, (prices) => {
    const next: PriceMap = { ...prices };
    for (const tick of ticks) {
      const known = next[tick.symbol];
      if (!known || known.time <= tick.time) next[tick.symbol] = tick;
    }
    return next;
  });
}
