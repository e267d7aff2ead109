import type { SessionDto } from '@contracts/account-security';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/query-keys';
import { securityApi } from '../api/security-api';

/** The client's live sign-ins, the most recently seen first. */
export const useSessions = () => useQuery({ queryKey: queryKeys.sessions, queryFn: ({ signal }) => securityApi.sessions(signal) });

/**
 * Ends one sign-in. Its row goes at once on success; the list is refetched either way (a 404 means it
 * had already ended, elsewhere).
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => securityApi.endSession(id),
    onSuccess: (_answer, id) => queryClient.setQueryData<SessionDto[]>(queryKeys.sessions, (list) => list?.filter((s) => s.id !== id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
  });
}

/** Ends every sign-in but this browser's; on success only this one is left, then the list is refetched. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => securityApi.endOtherSessions(),
    onSuccess: () => queryClient.setQueryData<SessionDto[]>(queryKeys.sessions, (list) => list?.filter((s) => s.current)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
  });
}
