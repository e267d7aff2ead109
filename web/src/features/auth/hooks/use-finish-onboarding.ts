import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { setUser } from '../../../shared/api/user-cache';
import { appStore } from '../../../shared/store/app-store';
import { toast } from '../../../shared/ui/toast/toast';
import { authApi } from '../api/auth-api';
import { onboardingSession } from '../lib/onboarding-session';

/**
 * The registration's last step is done: the client is signed in with the session the registration
 * started (its refresh token arrived as the httpOnly cookie), without typing the password again. The
 * auth pages' guard then moves them on to Quick Trading. Should that session be gone (ended by a
 * password reset meanwhile), they sign in as usual.
 */
export function useFinishOnboarding(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    onboardingSession.clear();
    try {
      const { tokens } = await authApi.refresh();
      const user = await authApi.meWith(tokens.access.token);
      appStore.get().signIn(user, tokens);
      setUser(queryClient, user);
    } catch {
      toast.info('Please sign in to continue');
      void navigate('/auth/signin', { replace: true });
    }
  }, [queryClient, navigate]);
}
