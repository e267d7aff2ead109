import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../shared/realtime/socket-context';
import { toast } from '../../../shared/ui/toast/toast';
import { settlementMessage } from '../lib/settlement-message';
import { quoteFreshness } from './quote-freshness';
import { applyTicks, patchBalances, upsertTrade } from './trade-cache';

/**
 * Applies the socket's pushes to the query cache: prices (their arrival to quoteFreshness too), opened
 * and settled trades (with a toast for each result, wherever the user is in the app), balances, each
 * kept only when not older than the cached one. The events missed while the socket was away come through the same handlers
 * (SocketProvider recovers them in sequence order).
 */
export function useRealtimeCacheSync(): void {
  const queryClient = useQueryClient();

  useSocketEvent('price:tick', ({ ticks }) => {
    quoteFreshness.received(ticks);
    applyTicks(queryClient, ticks);
  });
  useSocketEvent('trade:opened', ({ trade, ...balances }) => {
    upsertTrade(queryClient, trade);
    patchBalances(queryClient, balances);
  });
  useSocketEvent('trade:settled', ({ trade, ...balances }) => {
    upsertTrade(queryClient, trade);
    patchBalances(queryClient, balances);
    const { type, text } = settlementMessage(trade);
    toast[type](text);
  });
  useSocketEvent('balance:updated', (balances) => patchBalances(queryClient, balances));
}
