import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refetchUser } from '../../../shared/api/user-cache';

/**
 * While `active` (an e-mail waiting for its link), the user is fetched again each time the client
 * comes back to this tab: the link is opened in another tab or the mail app, and no event says so.
 */
export function useRefetchUserOnReturn(active: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!active) return;
    const onReturn = () => {
      if (document.visibilityState === 'visible') void refetchUser(queryClient);
    };
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
    return () => {
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('focus', onReturn);
    };
  }, [active, queryClient]);
}
