import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/query-keys';
import { tradingApi } from '../api/trading-api';

/** Keys change rarely: the list is asked for again after an hour at most, and at once for a receipt naming a key it lacks (TradeVerification). */
const KEYS_STALE_MS = 60 * 60 * 1000;

/** The platform's public keys that sign receipts and tick commitments (public, no session needed). */
export function useSettlementKeys(enabled = true) {
  return useQuery({
    queryKey: queryKeys.settlementKeys,
    queryFn: ({ signal }) => tradingApi.settlementKeys(signal),
    enabled,
    staleTime: KEYS_STALE_MS,
    refetchOnWindowFocus: false,
  });
}
