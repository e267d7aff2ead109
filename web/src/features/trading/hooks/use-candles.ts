import { useQuery } from '@tanstack/react-query';
import type { CandleInterval } from '@contracts/api';
import { queryKeys } from '../../../shared/api/query-keys';
import { marketApi } from '../api/market-api';

/** Chart history of one symbol; live ticks extend it on the chart itself. */
export function useCandles(symbol: string, interval: CandleInterval = '1m') {
  return useQuery({
    queryKey: queryKeys.candles(symbol, interval),
    queryFn: ({ signal }) => marketApi.candles(symbol, interval, signal),
    staleTime: 30_000,
    refetchOnWindowFocus: false,
  });
}
