import { useQuery } from '@tanstack/react-query';
import type { PublicPayoutDto } from '@contracts/trading';
import { queryKeys } from '../../../shared/api/query-keys';
import { publicApi } from '../api/public-api';

/** How many wins the list keeps (the server sends the latest 20). */
export const PAYOUTS_SHOWN = 20;

/** Puts new wins on top of the cached list, once each, newest first. */
export function mergePayouts(list: readonly PublicPayoutDto[], incoming: readonly PublicPayoutDto[]): PublicPayoutDto[] {
  const known = new Set(list.map((p) => p.id));
  const fresh = incoming.filter((p) => !known.has(p.id));
  if (fresh.length === 0) return list as PublicPayoutDto[];
  return [...fresh, ...list].sort((a, b) => Date.parse(b.time) - Date.parse(a.time) || b.id - a.id).slice(0, PAYOUTS_SHOWN);
}

/** The latest winning trades: loaded once, then extended by `payout:new` without a reload (usePublicLiveEvents). */
export function usePublicPayouts() {
  return useQuery({
    queryKey: queryKeys.publicPayouts,
    queryFn: ({ signal }) => publicApi.payouts(signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
