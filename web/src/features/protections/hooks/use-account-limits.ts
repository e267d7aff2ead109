import type { AccountLimitsDto, UpdateLimitsRequest } from '@contracts/protections';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/query-keys';
import { protectionsApi } from '../api/protections-api';

/** How long the limits, their usage and the exclusion are taken as current (the banner and the page share them). */
const LIMITS_STALE_MS = 30_000;

/** The client's limits in force, the changes waiting, what each has counted, and any exclusion. */
export const useAccountLimits = () =>
  useQuery({ queryKey: queryKeys.accountLimits, queryFn: ({ signal }) => protectionsApi.limits(signal), staleTime: LIMITS_STALE_MS });

/** Every change answers the whole limits object: it replaces the cached one. */
function useLimitsMutation<V>(send: (value: V) => Promise<{ data: AccountLimitsDto; message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ data }) => queryClient.setQueryData(queryKeys.accountLimits, data),
  });
}

/** Saves the changed limits. */
export const useSaveLimits = () => useLimitsMutation((body: UpdateLimitsRequest) => protectionsApi.saveLimits(body));

/** Starts a time-out of `days`. */
export const useTimeOut = () => useLimitsMutation((days: number) => protectionsApi.timeOut(days));

/** Starts a self-exclusion of `months`. */
export const useSelfExclusion = () => useLimitsMutation((months: number) => protectionsApi.selfExclude(months));
