import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubmitVerificationDto } from '@contracts/requests/verification.request';
import { queryKeys } from '../../../shared/api/query-keys';
import { refetchUser } from '../../../shared/api/user-cache';
import { accountApi, type VerificationRecord } from '../api/account-api';

/** The latest government ID record (null when none was ever sent). */
export function useVerification() {
  return useQuery({
    queryKey: queryKeys.verification,
    queryFn: ({ signal }) => accountApi.verification(signal),
  });
}

/** Sends a new ID document; the record is fetched again afterwards, as the reference does, and the user (its kyc_status). */
export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, file }: { body: SubmitVerificationDto; file: File }) => accountApi.submitVerification(body, file),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.verification }), refetchUser(queryClient)]),
  });
}

/** The record's document as a blob (it needs the bearer header), for the preview. */
export function useVerificationFile(record: Pick<VerificationRecord, 'id_file_url' | 'created_at'>) {
  return useQuery({
    queryKey: queryKeys.verificationFile(record.id_file_url, record.created_at),
    queryFn: ({ signal }) => accountApi.verificationFile(record.id_file_url, signal),
    staleTime: Infinity,
    retry: false,
  });
}
