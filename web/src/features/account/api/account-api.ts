import type { ApiEnvelope, VersionedBalances } from '@contracts/api';
import type { IdentityVerificationDto } from '@contracts/kyc';
import type { UserDto } from '@contracts/account';
import type { ChangePasswordDto, UpdateProfileDto } from '@contracts/requests/profile.request';
import type { SubmitVerificationDto } from '@contracts/requests/verification.request';
import { apiBlob, apiRequest } from '../../../shared/api/http-client';

/** The latest government ID record; its id_file_url needs the bearer header (fetch it as a blob). */
export type VerificationRecord = IdentityVerificationDto;

type Message = ApiEnvelope<unknown>;

export const accountApi = {
  /** Multipart: only the fields that are filled, phone as "" when empty, the avatar when chosen. */
  updateProfile: ({ phone, ...fields }: UpdateProfileDto, avatar: File | null) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) if (typeof value === 'string' && value) form.append(name, value);
    form.append('phone', phone ?? '');
    if (avatar) form.append('avatar', avatar);
    return apiRequest<ApiEnvelope<UserDto>>('/users/update', { method: 'POST', body: form, auth: true });
  },

  changePassword: (body: ChangePasswordDto) => apiRequest<Message>('/users/change-password', { method: 'PATCH', body, auth: true }),

  verification: async (signal?: AbortSignal) =>
    (await apiRequest<ApiEnvelope<VerificationRecord | null>>('/profile/user-verification', { auth: true, signal })).data ?? null,

  /** Multipart, the file apart as the API receives it. */
  submitVerification: ({ method }: SubmitVerificationDto, idFile: File) => {
    const form = new FormData();
    form.append('method', method);
    form.append('id_file', idFile);
    return apiRequest<Message>('/profile/user-verification', { method: 'POST', body: form, auth: true });
  },

  /** The demo balance back to its starting amount; answers the balances. A money route: one key per attempt. */
  resetDemo: (idempotencyKey: string) =>
    apiRequest<ApiEnvelope<VersionedBalances>>('/users/demo-reset', { method: 'POST', auth: true, headers: { 'Idempotency-Key': idempotencyKey } }),

  /** The document itself, for the preview (it needs the bearer header, so no plain <img src>). */
  verificationFile: (url: string, signal?: AbortSignal) => apiBlob(url, { signal }),
};
