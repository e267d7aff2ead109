import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../../shared/api/query-keys';
import { patchBalances } from '../../../shared/api/user-cache';
import { useSocket, useSocketEvent } from '../../../shared/realtime/socket-context';
import { toast } from '../../../shared/ui/toast/toast';
import { alertSettlement } from '../lib/settlement-alerts';
import { settlementMessage } from '../lib/settlement-message';
import { quoteFreshness } from '../realtime/quote-freshness';
import { applyTicks, upsertTrade } from '../realtime/trade-cache';

/**
 * The trading feature's live events, mounted once for the whole app (SocketProvider): prices (to the
 * price cache, which the prices and charts read, and their arrival to quoteFreshness), opened and
 * settled trades (with a toast for each result, wherever the user is in the app), balances (through
 * the user cache's version rule). The events missed while the socket was away come through the same
 * handlers (SocketProvider recovers them in sequence order); the price history missed meanwhile is
 * fetched again once the socket is back.
 */
export function useTradingLiveEvents(): void {
  const queryClient = useQueryClient();
  const socket = useSocket();

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
    alertSettlement(trade);
  });
  useSocketEvent('balance:updated', (balances) => patchBalances(queryClient, balances));

  useEffect(() => {
    if (!socket) return;
    let connectedBefore = socket.connected;
    const onConnect = () => {
      if (connectedBefore) void queryClient.invalidateQueries({ queryKey: queryKeys.allCandles });
      connectedBefore = true;
    };
    socket.on('connect', onConnect);
    return () => {
      socket.off('connect', onConnect);
    };
  }, [socket, queryClient]);
}
