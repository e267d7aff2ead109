import type { ApiEnvelope, LoginResponse, Tokens, UserDto } from '@contracts/api';
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
};
