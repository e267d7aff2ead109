import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/query-keys';
import { patchUser } from '../../../shared/api/user-cache';
import { useSocketEvent } from '../../../shared/realtime/socket-context';

/**
 * The account feature's live events, mounted once by the signed-in area's frame (UserLayout): a staff
 * decision on the identity document (`kyc:updated`) patches the user's kyc_status and kyc_reason (the
 * checklist and the account panel follow) and refetches the verify screen's record.
 */
export function useAccountLiveEvents(): void {
  const queryClient = useQueryClient();
  useSocketEvent('kyc:updated', ({ status, reason }) => {
    patchUser(queryClient, { kyc_status: status, kyc_reason: reason });
    void queryClient.invalidateQueries({ queryKey: queryKeys.verification });
  });
}
