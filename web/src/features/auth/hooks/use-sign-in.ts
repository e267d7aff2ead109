import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/query-keys';
import { appStore } from '../../../shared/store/app-store';
import { authApi, type LoginPayload } from '../api/auth-api';

/**
 * Logs in and stores the user and tokens. The auth pages' guard then moves the user on to the
 * redirect target or the trading home.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: LoginPayload) => authApi.login(payload),
    onSuccess: ({ data: user, tokens }) => {
      queryClient.setQueryData(queryKeys.me, user);
      appStore.get().signIn(user, tokens);
    },
  });
}
