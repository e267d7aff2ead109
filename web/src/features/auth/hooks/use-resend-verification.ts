import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiRequestError, errorMessage } from '../../../shared/api/api-error';
import { refetchUser } from '../../../shared/api/user-cache';
import { useSingleFlight } from '../../../shared/hooks/use-single-flight';
import { toast } from '../../../shared/ui/toast/toast';
import { authApi } from '../api/auth-api';

/** Mails a new confirmation link; the server's answer shows as a toast. */
export function useResendVerification() {
  const queryClient = useQueryClient();
  const send = useCallback(
    () =>
      authApi.resendVerificationEmail().then(
        (res) => toast.success(res.message),
        (error: unknown) => {
          toast.error(errorMessage(error));
          // 409: confirmed meanwhile (another tab, the link just clicked): the badge catches up.
          if (error instanceof ApiRequestError && error.status === 409) void refetchUser(queryClient);
        },
      ),
    [queryClient],
  );
  return useSingleFlight(send);
}
