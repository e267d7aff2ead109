import type { UserDto } from '@contracts/account';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/query-keys';
import { useSocketEvent } from '../../../shared/realtime/socket-context';
import { appStore } from '../../../shared/store/app-store';

/**
 * A staff decision on the identity document (`kyc:updated`) patches the user's kyc_status and
 * kyc_reason (the checklist and the account panel follow) and refetches the verify screen's record.
 */
export function useKycLive(): void {
  const queryClient = useQueryClient();
  useSocketEvent('kyc:updated', ({ status, reason }) => {
    const next = queryClient.setQueryData<UserDto>(queryKeys.me, (user) => user && { ...user, kyc_status: status, kyc_reason: reason });
    if (next) appStore.get().setUser(next);
    void queryClient.invalidateQueries({ queryKey: queryKeys.verification });
  });
}
