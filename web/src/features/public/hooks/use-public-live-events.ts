import { useQueryClient } from '@tanstack/react-query';
import type { PublicPayoutDto } from '@contracts/trading';
import { queryKeys } from '../../../shared/api/query-keys';
import { useSocketEvent } from '../../../shared/realtime/socket-context';
import { mergePayouts } from './use-public-payouts';

/**
 * The public site's live events, mounted by the payouts list while it shows: new wins (`payout:new`)
 * go on top of the cached list. (Prices reach every page through useTradingLiveEvents.)
 */
export function usePublicLiveEvents(): void {
  const queryClient = useQueryClient();
  useSocketEvent('payout:new', ({ payouts }) => {
    queryClient.setQueryData<PublicPayoutDto[]>(queryKeys.publicPayouts, (list) => (list ? mergePayouts(list, payouts) : list));
  });
}
