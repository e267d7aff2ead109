import type { DisableTwoFactorDto, EnableTwoFactorDto } from '@contracts/requests/two-factor.request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchUser } from '../../../shared/api/user-cache';
import { twoFactorApi } from '../api/two-factor-api';

/** Starts (or starts again) the setup: a secret and its otpauth URL, for the QR code. */
export const useTwoFactorSetup = () => useMutation({ mutationFn: () => twoFactorApi.setup() });

/** Confirms the setup with a code; the user is then marked as having it on. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnableTwoFactorDto) => twoFactorApi.enable(body),
    onSuccess: () => patchUser(queryClient, { two_factor_enabled: true }),
  });
}

/** Turns it off with the password and a code. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisableTwoFactorDto) => twoFactorApi.disable(body),
    onSuccess: () => patchUser(queryClient, { two_factor_enabled: false }),
  });
}
