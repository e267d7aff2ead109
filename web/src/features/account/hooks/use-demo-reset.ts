import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchBalances } from '../../../shared/api/user-cache';
import { randomId } from '../../../shared/random-id';
import { accountApi } from '../api/account-api';

/** Resets the demo balance; the answer's balances go to the user cache (the socket's balance:updated may come first). */
export function useDemoReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => accountApi.resetDemo(randomId()),
    onSuccess: ({ data }) => patchBalances(queryClient, data),
  });
}
