import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CloseQuote } from '@contracts/early-close';
import { ApiRequestError } from '../../../shared/api/api-error';
import { queryKeys } from '../../../shared/api/query-keys';
import { patchBalances } from '../../../shared/api/user-cache';
import { randomId } from '../../../shared/random-id';
import { tradingApi } from '../api/trading-api';
import { upsertTrade } from '../realtime/trade-cache';

/** The fresh quote a refused close carries (409 QUOTE_EXPIRED), or null for any other failure. */
export function requoteOf(error: unknown): CloseQuote | null {
  return error instanceof ApiRequestError && error.code === 'QUOTE_EXPIRED' ? (error.data as CloseQuote) : null;
}

/**
 * Sells an open trade back at a quote. The closed trade and the balances go straight into the cache
 * (the trade:settled event that follows brings the result's toast); a refused quote's fresh one replaces
 * the shown quote, for the client to confirm again.
 */
export function useCloseTrade(tradeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quoteId: string) => tradingApi.close(tradeId, quoteId, randomId()),
    onSuccess: ({ data }) => {
      upsertTrade(queryClient, data.trade);
      patchBalances(queryClient, data);
    },
    onError: (error) => {
      const fresh = requoteOf(error);
      if (fresh) queryClient.setQueryData(queryKeys.closeQuote(tradeId), fresh);
    },
  });
}
