import type { LoginResponse } from '@contracts/account';
import type { LoginDto } from '@contracts/requests/auth.request';
import type { MfaLoginDto } from '@contracts/requests/two-factor.request';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { setUser } from '../../../shared/api/user-cache';
import { appStore } from '../../../shared/store/app-store';
import { authApi } from '../api/auth-api';

/** The session first: the user's snapshot is kept only while one lasts. */
function signedIn(queryClient: QueryClient, { data: user, tokens }: LoginResponse): void {
  appStore.get().signIn(user, tokens);
  setUser(queryClient, user);
}

/**
 * Logs in: the access token to the store (the refresh token arrives as an httpOnly cookie), the user to
 * the query cache. The auth pages' guard then moves the user on to the redirect target or the trading
 * home. With two-factor sign-in on, the answer is the code step's token instead (useMfaSignIn finishes).
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginDto) => authApi.login(body),
    onSuccess: (answer) => {
      if ('tokens' in answer) signedIn(queryClient, answer);
    },
  });
}

/** The second step of a sign-in with two-factor sign-in on: signed in as useSignIn is. */
export function useMfaSignIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: MfaLoginDto) => authApi.loginMfa(body), onSuccess: (answer) => signedIn(queryClient, answer) });
}
