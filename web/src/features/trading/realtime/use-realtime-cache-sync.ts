import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../../shared/api/query-keys';
import { useSocket, useSocketEvent } from '../../../shared/realtime/socket-context';
import { toast } from '../../../shared/ui/toast/toast';
import { settlementMessage } from '../lib/settlement-message';
import { applyTicks, patchBalances, upsertTrade } from './trade-cache';

/**
 * Applies the socket's pushes to the query cache: prices, opened and settled trades (with a toast
 * for each result, wherever the user is in the app), balances.
 * After a reconnect the events missed meanwhile are recovered with one refetch.
 */
export function useRealtimeCacheSync(): void {
  const queryClient = useQueryClient();
  const socket = useSocket();

  useSocketEvent('price:tick', ({ ticks }) => applyTicks(queryClient, ticks));
  useSocketEvent('trade:opened', ({ trade, balance, demo_balance }) => {
    upsertTrade(queryClient, trade);
    patchBalances(queryClient, { balance, demo_balance });
  });
  useSocketEvent('trade:settled', ({ trade, balance, demo_balance }) => {
    upsertTrade(queryClient, trade);
    patchBalances(queryClient, { balance, demo_balance });
    const { type, text } = settlementMessage(trade);
    toast[type](text);
  });
  useSocketEvent('balance:updated', (balances) => patchBalances(queryClient, balances));

  useEffect(() => {
    if (!socket) return;
    let connectedBefore = false;
    const onConnect = () => {
      if (connectedBefore) {
        void queryClient.invalidateQueries({ queryKey: ['trades'] });
        void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      }
      connectedBefore = true;
    };
    socket.on('connect', onConnect);
    return () => {
      socket.off('connect', onConnect);
    };
  }, [socket, queryClient]);
}
