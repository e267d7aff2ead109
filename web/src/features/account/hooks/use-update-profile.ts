import type { UpdateProfileDto } from '@contracts/requests/profile.request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setUser } from '../../../shared/api/user-cache';
import { accountApi } from '../api/account-api';

/** Saves the profile; the answer replaces the cached user (header, panel and this form follow). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, avatar }: { body: UpdateProfileDto; avatar: File | null }) => accountApi.updateProfile(body, avatar),
    onSuccess: ({ data: user }) => {
      if (user) setUser(queryClient, user);
    },
  });
}
