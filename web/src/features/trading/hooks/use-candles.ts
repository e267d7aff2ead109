import { useQuery } from '@tanstack/react-query';
import type { CandleInterval } from '@contracts/market';
import { queryKeys } from '../../../shared/api/query-keys';
import { CHART_CANDLE_LIMIT, marketApi } from '../api/market-api';

/**
 * Chart history of one symbol (the latest `limit` candles); live ticks extend it on the chart itself.
 * History missed while the socket was down is fetched again when it reconnects (useTradingLiveEvents).
 */
export function useCandles(symbol: string, interval: CandleInterval = '1m', limit = CHART_CANDLE_LIMIT, staleTime = 30_000) {
  return useQuery({
    queryKey: queryKeys.candles(symbol, interval, limit),
    queryFn: ({ signal }) => marketApi.candles(symbol, interval, signal, limit),
    staleTime,
    refetchOnWindowFocus: false,
  });
}
