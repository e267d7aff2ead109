import { useQuery } from '@tanstack/react-query';
import type { UserDto } from '@contracts/account';
import { queryKeys } from '../../../shared/api/query-keys';
import { useIsSignedIn } from '../../../shared/store/app-store';
import { authApi } from '../api/auth-api';

/**
 * The signed-in user, the one place it is kept (shared/api/user-cache.ts): fetched when the area
 * loads, the snapshot of the last visit showing meanwhile. Answers and socket events patch it.
 */
export function useCurrentUser() {
  const signedIn = useIsSignedIn();
  return useQuery<UserDto>({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => authApi.me(signal),
    enabled: signedIn,
    staleTime: 30_000,
  });
}
