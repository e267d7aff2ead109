import type { LoginDto } from '@contracts/requests/auth.request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/query-keys';
import { appStore } from '../../../shared/store/app-store';
import { authApi } from '../api/auth-api';

/**
 * Logs in and keeps the user and the access token (the refresh token arrives as an httpOnly cookie). The auth pages' guard then moves the user on to the
 * redirect target or the trading home.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginDto) => authApi.login(body),
    onSuccess: ({ data: user, tokens }) => {
      queryClient.setQueryData(queryKeys.me, user);
      appStore.get().signIn(user, tokens);
    },
  });
}
