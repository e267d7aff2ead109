import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { forgetUser } from '../shared/api/user-cache';
import { useAppStore } from '../shared/store/app-store';

/**
 * When a session ends (logout, refused refresh), nothing of that user stays in the cache; a stored
 * session that could not be restored takes its user's snapshot with it.
 */
export function useSessionCacheReset(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      useAppStore.subscribe((state, previous) => {
        if (previous.auth.tokens && !state.auth.tokens) queryClient.clear();
        else if (previous.auth.session && !state.auth.session) forgetUser(queryClient);
      }),
    [queryClient],
  );
}
