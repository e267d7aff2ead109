import type { ApiEnvelope } from '@contracts/api';
import type { LoginChallengeResponse, LoginResponse, Tokens, UserDto } from '@contracts/account';
import type { LoginDto, RegisterDto, ResetPasswordDto, ResetRequestQueryDto } from '@contracts/requests/auth.request';
import type { CompleteProfileDto } from '@contracts/requests/profile-completion.request';
import type { MfaLoginDto } from '@contracts/requests/two-factor.request';
import type { UserIdentificationDto } from '@contracts/requests/verification.request';
import { apiRequest } from '../../../shared/api/http-client';

type Message = ApiEnvelope<unknown>;

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export const authApi = {
  /** Signed in, or (two-factor sign-in on) `mfa_required` with the token loginMfa finishes. */
  login: (body: LoginDto) => apiRequest<LoginResponse | LoginChallengeResponse>('/auth/login', { method: 'POST', body }),

  /** The second step: the first step's token and a code from the app, or a recovery code. */
  loginMfa: (body: MfaLoginDto) => apiRequest<LoginResponse>('/auth/login/mfa', { method: 'POST', body }),

  /** A phone left empty is absent from the body. */
  register: (body: RegisterDto) => apiRequest<ApiEnvelope<{ session: string }>>('/auth/register', { method: 'POST', body }),

  /** Ends the session on the server: by the access token when there is one, and by the refresh cookie. */
  logout: (accessToken: string | null) =>
    apiRequest<ApiEnvelope<null>>('/auth/logout', { method: 'POST', headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {} }),

  me: async (signal?: AbortSignal) => (await apiRequest<ApiEnvelope<UserDto>>('/users/me', { auth: true, signal })).data,

  /** The user of an access token the store does not hold yet (the end of the registration). */
  meWith: async (accessToken: string) => (await apiRequest<ApiEnvelope<UserDto>>('/users/me', { headers: { Authorization: `Bearer ${accessToken}` } })).data,

  /** Trades the refresh cookie (set by the registration) for an access token. */
  refresh: () => apiRequest<ApiEnvelope<null> & { tokens: Tokens }>('/auth/refresh', { method: 'POST' }),

  /** Registration step 2; answers the session for step 3 (the one it was given). */
  completeProfile: (body: CompleteProfileDto) => apiRequest<ApiEnvelope<{ session: string }>>('/auth/complete-profile', { method: 'POST', body }),

  /** Registration step 3: the government ID, multipart, the file apart as the API receives it. */
  submitIdentification: ({ method, session }: UserIdentificationDto, idFile: File) => {
    const form = new FormData();
    form.append('method', method);
    form.append('session', session ?? '');
    form.append('id_file', idFile);
    return apiRequest<Message>('/users/user-identification', { method: 'POST', body: form });
  },

  /** Confirms the e-mail address with the hash of the mailed link. */
  verifyEmail: (hash: string) => apiRequest<Message>('/auth/verify-email', { method: 'POST', body: { hash } }),

  /** Mails a new confirmation link to the signed-in, unconfirmed user. */
  resendVerificationEmail: () => apiRequest<Message>('/auth/verify-email', { auth: true }),

  /** Mails a reset link; the answer is the same whether or not the address has an account. */
  requestPasswordReset: ({ email }: ResetRequestQueryDto) => apiRequest<Message>(`/auth/reset-password?${query({ email })}`),

  /** The e-mail a reset link belongs to; refused when the link is invalid, expired or used. */
  resetDetails: async (hash: string, signal?: AbortSignal) =>
    (await apiRequest<ApiEnvelope<{ email: string }>>(`/auth/reset-password/details?${query({ hash })}`, { signal })).data,

  resetPassword: (body: ResetPasswordDto) => apiRequest<Message>('/auth/reset-password', { method: 'POST', body }),
};
