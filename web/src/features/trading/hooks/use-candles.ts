import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CandleInterval } from '@contracts/market';
import { queryKeys } from '../../../shared/api/query-keys';
import { useSocket } from '../../../shared/realtime/socket-context';
import { CHART_CANDLE_LIMIT, marketApi } from '../api/market-api';

/**
 * Chart history of one symbol (the latest `limit` candles); live ticks extend it on the chart itself.
 * History missed while the socket was down is fetched again when it reconnects.
 */
export function useCandles(symbol: string, interval: CandleInterval = '1m', limit = CHART_CANDLE_LIMIT, staleTime = 30_000) {
  const queryClient = useQueryClient();
  const socket = useSocket();
  const queryKey = queryKeys.candles(symbol, interval, limit);

  useEffect(() => {
    if (!socket) return;
    let connectedBefore = socket.connected;
    const onConnect = () => {
      if (connectedBefore) void queryClient.invalidateQueries({ queryKey: ['candles', symbol] });
      connectedBefore = true;
    };
    socket.on('connect', onConnect);
    return () => {
      socket.off('connect', onConnect);
    };
  }, [socket, queryClient, symbol]);

  return useQuery({
    queryKey,
    queryFn: ({ signal }) => marketApi.candles(symbol, interval, signal, limit),
    staleTime,
    refetchOnWindowFocus: false,
  });
}
