import { useQuery } from '@tanstack/react-query';
import type { AccountMode } from '@contracts/trade-rules';
import { queryKeys } from '../../../shared/api/query-keys';
import { tradingApi } from '../api/trading-api';

/** The user's trades of one mode, newest first; kept current by the socket, not by polling. */
export function useTrades(mode: AccountMode) {
  return useQuery({
    queryKey: queryKeys.trades(mode),
    queryFn: ({ signal }) => tradingApi.trades(mode, signal),
    staleTime: 60_000,
  });
}
