import { useMutation } from '@tanstack/react-query';
import { authApi } from '../api/auth-api';

/** Registers; answers the session the profile step goes on with. */
export function useSignUp() {
  return useMutation({ mutationFn: authApi.register });
}
