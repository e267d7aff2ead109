import type { LoginEventDto, SessionDto } from '@contracts/account-security';
import type { ApiEnvelope } from '@contracts/api';
import { apiRequest } from '../../../shared/api/http-client';

/** The account's security screen: its live sign-ins (and ending them), and its login history. */
export const securityApi = {
  /** Live sign-ins, the most recently seen first; `current` is this browser's. */
  sessions: async (signal?: AbortSignal) => (await apiRequest<ApiEnvelope<SessionDto[]>>('/account/sessions', { auth: true, signal })).data,

  /** Ends one sign-in: its tokens stop working. 404 "Session not found" when it is unknown or already ended. */
  endSession: (id: string) => apiRequest<ApiEnvelope<null>>(`/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true }),

  /** Ends every sign-in but this one; the message says how many ("2 other sessions ended"). */
  endOtherSessions: () => apiRequest<ApiEnvelope<{ ended: number }>>('/account/sessions/end-others', { method: 'POST', auth: true }),

  /** The sign-in attempts of the last LOGIN_HISTORY_DAYS days, newest first. */
  logins: async (signal?: AbortSignal) => (await apiRequest<ApiEnvelope<LoginEventDto[]>>('/account/logins', { auth: true, signal })).data,
};
