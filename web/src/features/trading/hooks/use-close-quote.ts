import { useQuery } from '@tanstack/react-query';
import { CLOSE_QUOTE_VALID_MS } from '@contracts/early-close';
import { queryKeys } from '../../../shared/api/query-keys';
import { tradingApi } from '../api/trading-api';

/** What closing an open trade returns now, asked again every time the last quote lapses, while `closable`. */
export function useCloseQuote(tradeId: number, closable: boolean) {
  return useQuery({
    queryKey: queryKeys.closeQuote(tradeId),
    queryFn: ({ signal }) => tradingApi.closeQuote(tradeId, signal),
    enabled: closable,
    refetchInterval: closable ? CLOSE_QUOTE_VALID_MS : false,
    // A quote is worth a second: never served from an old cache entry, never retried late.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
