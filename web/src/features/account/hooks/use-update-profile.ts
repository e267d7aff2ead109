import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/query-keys';
import { appStore } from '../../../shared/store/app-store';
import { accountApi } from '../api/account-api';

/** Saves the profile; the answer replaces the stored user (header, panel and this form follow). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountApi.updateProfile,
    onSuccess: ({ data: user }) => {
      if (!user) return;
      queryClient.setQueryData(queryKeys.me, user);
      appStore.get().setUser(user);
    },
  });
}
