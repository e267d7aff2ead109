import type { LoginDto } from '@contracts/requests/auth.request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setUser } from '../../../shared/api/user-cache';
import { appStore } from '../../../shared/store/app-store';
import { authApi } from '../api/auth-api';

/**
 * Logs in: the access token to the store (the refresh token arrives as an httpOnly cookie), the user to
 * the query cache. The auth pages' guard then moves the user on to the redirect target or the trading home.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginDto) => authApi.login(body),
    onSuccess: ({ data: user, tokens }) => {
      // The session first: the user's snapshot is kept only while one lasts.
      appStore.get().signIn(user, tokens);
      setUser(queryClient, user);
    },
  });
}
