import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/query-keys';
import { tradingApi } from '../api/trading-api';

/** Durations, payout options and instruments as the server allows them (they change rarely). */
export function useTradingOptions() {
  return useQuery({
    queryKey: queryKeys.tradingOptions,
    queryFn: ({ signal }) => tradingApi.options(signal),
    staleTime: 10 * 60_000,
  });
}
