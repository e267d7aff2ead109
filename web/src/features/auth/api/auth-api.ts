import type { ApiEnvelope, LoginResponse, Tokens, UserDto } from '@contracts/api';
import type { IdMethod } from '@contracts/account';
import { apiRequest } from '../../../shared/api/http-client';

export interface RegisterPayload {
  firstname: string;
  lastname: string;
  email: string;
  /** Absent when the user left it empty. */
  phone?: string;
  password: string;
  confirmPassword: string;
}

export interface LoginPayload {
  email: string;
  password: string;
}

export interface CompleteProfilePayload {
  gender: string;
  /** YYYY-MM-DD */
  date_of_birth: string;
  address: string;
  city: string;
  state: string;
  country: string;
  session: string;
}

export interface IdentificationPayload {
  method: IdMethod;
  id_file: File;
  session: string;
}

export interface ResetPasswordPayload {
  password: string;
  confirmPassword: string;
  hash: string;
}

type Message = ApiEnvelope<unknown>;

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export const authApi = {
  login: (body: LoginPayload) => apiRequest<LoginResponse>('/auth/login', { method: 'POST', body }),

  register: (body: RegisterPayload) => apiRequest<ApiEnvelope<{ session: string }>>('/auth/register', { method: 'POST', body }),

  logout: (tokens: Tokens) =>
    apiRequest<ApiEnvelope<null>>('/auth/logout', {
      method: 'POST',
      body: { refresh_token: tokens.refresh.token },
      headers: { Authorization: `Bearer ${tokens.access.token}` },
    }),

  me: async (signal?: AbortSignal) => (await apiRequest<ApiEnvelope<UserDto>>('/users/me', { auth: true, signal })).data,

  /** Registration step 2; answers the session for step 3. */
  completeProfile: (body: CompleteProfilePayload) => apiRequest<ApiEnvelope<{ session: string }>>('/auth/complete-profile', { method: 'POST', body }),

  /** Registration step 3: the government ID, multipart. */
  submitIdentification: ({ method, id_file, session }: IdentificationPayload) => {
    const form = new FormData();
    form.append('method', method);
    form.append('session', session);
    form.append('id_file', id_file);
    return apiRequest<Message>('/users/user-identification', { method: 'POST', body: form });
  },

  /** Confirms the e-mail address with the hash of the mailed link. */
  verifyEmail: (hash: string) => apiRequest<Message>('/auth/verify-email', { method: 'POST', body: { hash } }),

  /** Mails a new confirmation link to the signed-in, unconfirmed user. */
  resendVerificationEmail: () => apiRequest<Message>('/auth/verify-email', { auth: true }),

  /** Mails a reset link; the answer is the same whether or not the address has an account. */
  requestPasswordReset: (email: string) => apiRequest<Message>(`/auth/reset-password?${query({ email })}`),

  /** The e-mail a reset link belongs to; refused when the link is invalid, expired or used. */
  resetDetails: async (hash: string, signal?: AbortSignal) =>
    (await apiRequest<ApiEnvelope<{ email: string }>>(`/auth/reset-password/details?${query({ hash })}`, { signal })).data,

  resetPassword: (body: ResetPasswordPayload) => apiRequest<Message>('/auth/reset-password', { method: 'POST', body }),
};
