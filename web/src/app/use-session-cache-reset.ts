import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppStore } from '../shared/store/app-store';

/** When a session ends (logout, refused refresh), nothing of that user stays in the cache. */
export function useSessionCacheReset(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      useAppStore.subscribe((state, previous) => {
        if (previous.auth.tokens && !state.auth.tokens) queryClient.clear();
      }),
    [queryClient],
  );
}
