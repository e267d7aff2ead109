import type { UpdateProfileDto } from '@contracts/requests/profile.request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/query-keys';
import { appStore } from '../../../shared/store/app-store';
import { accountApi } from '../api/account-api';

/** Saves the profile; the answer replaces the stored user (header, panel and this form follow). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, avatar }: { body: UpdateProfileDto; avatar: File | null }) => accountApi.updateProfile(body, avatar),
    onSuccess: ({ data: user }) => {
      if (!user) return;
      queryClient.setQueryData(queryKeys.me, user);
      appStore.get().setUser(user);
    },
  });
}
