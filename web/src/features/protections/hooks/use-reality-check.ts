import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/query-keys';
import { protectionsApi } from '../api/protections-api';

/** This sign-in's reality check: its interval, when it is due, and the session's real-money figures. */
export const useRealityCheck = () => useQuery({ queryKey: queryKeys.realityCheck, queryFn: ({ signal }) => protectionsApi.realityCheck(signal) });

/** "Continue trading": the answer is the next check's due time, and it replaces the cached one. */
export function useAcknowledgeRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: protectionsApi.acknowledgeRealityCheck,
    onSuccess: (data) => queryClient.setQueryData(queryKeys.realityCheck, data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.realityCheck }),
  });
}
