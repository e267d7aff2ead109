import { useQuery } from '@tanstack/react-query';
import type { UserDto } from '@contracts/account';
import { queryKeys } from '../../../shared/api/query-keys';
import { appStore, useAppStore, useIsSignedIn } from '../../../shared/store/app-store';
import { authApi } from '../api/auth-api';

/**
 * The signed-in user, fetched when the area loads (the stored snapshot shows meanwhile). Socket
 * events patch its balances in the cache.
 */
export function useCurrentUser() {
  const signedIn = useIsSignedIn();
  const snapshot = useAppStore((s) => s.auth.user_data);
  return useQuery<UserDto>({
    queryKey: queryKeys.me,
    queryFn: async ({ signal }) => {
      const user = await authApi.me(signal);
      appStore.get().setUser(user);
      return user;
    },
    enabled: signedIn,
    initialData: snapshot ?? undefined,
    // The snapshot may be old: treat it as stale so the user is fetched on load.
    initialDataUpdatedAt: 0,
    staleTime: 30_000,
  });
}
