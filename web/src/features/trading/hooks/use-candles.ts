import { useQuery } from '@tanstack/react-query';
import type { CandleInterval } from '@contracts/api';
import { queryKeys } from '../../../shared/api/query-keys';
import { CHART_CANDLE_LIMIT, marketApi } from '../api/market-api';

/** Chart history of one symbol (the latest `limit` candles); live ticks extend it on the chart itself. */
export function useCandles(symbol: string, interval: CandleInterval = '1m', limit = CHART_CANDLE_LIMIT) {
  return useQuery({
    queryKey: queryKeys.candles(symbol, interval, limit),
    queryFn: ({ signal }) => marketApi.candles(symbol, interval, signal, limit),
    staleTime: 30_000,
    refetchOnWindowFocus: false,
  });
}
