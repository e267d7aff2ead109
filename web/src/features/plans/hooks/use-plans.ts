import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AtsSettingsDto } from '@contracts/ats';
import { queryKeys } from '../../../shared/api/query-keys';
import { patchBalances, patchUser, setUser } from '../../../shared/api/user-cache';
import { randomId } from '../../../shared/random-id';
import { plansApi } from '../api/plans-api';

/* Each click gets its own Idempotency-Key: a retried request never charges twice. */

/** The first plan, charged at once: the answer is the whole user. */
export function useSetPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) => plansApi.setPlan(planId, randomId()),
    onSuccess: ({ data }) => setUser(queryClient, data),
  });
}

/** An upgrade: the answer is the request and the balances after the hold. */
export function useRequestUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) => plansApi.requestUpgrade(planId, randomId()),
    onSuccess: ({ data: { plan_request, ...balances } }) => {
      patchUser(queryClient, { plan_request });
      patchBalances(queryClient, balances);
    },
  });
}

/** The automated trader's state; only for plan holders (no request without a plan). */
export function useAts(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.ats, queryFn: ({ signal }) => plansApi.ats(signal), enabled, refetchInterval: 30_000 });
}

export function useSaveAts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AtsSettingsDto) => plansApi.saveAts(body),
    onSuccess: ({ data }) => queryClient.setQueryData(queryKeys.ats, data),
  });
}
