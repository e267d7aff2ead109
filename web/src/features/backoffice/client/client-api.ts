import type { AdjustmentForStaff } from '@contracts/adjustments';
import type { ApiEnvelope } from '@contracts/api';
import type { AccountStatusDto } from '@contracts/account-status';
import type { BackofficeClient, ClientSearchResult } from '@contracts/backoffice-clients';
import type { AccountActionDto } from '@contracts/requests/account-action.request';
import type { AdjustmentRequestDto, ResetTwoFactorDto } from '@contracts/requests/adjustment.request';
import { apiRequest } from '../../../shared/api/http-client';

/** What staff do to an account, each with a reason: `POST /api/backoffice/clients/:id/suspend|reactivate`. */
export type AccountAction = 'suspend' | 'reactivate';

/** A change two other staff members approve: the new item of the adjustments queue (201, Pending). */
export type RequestedChange = Omit<AdjustmentForStaff, 'client'>;

const clientUrl = (id: string) => `/backoffice/clients/${encodeURIComponent(id)}`;

/** The client page's and the header search's calls to the back-office API. */
export const clientApi = {
  client: async (id: string, signal?: AbortSignal) => (await apiRequest<ApiEnvelope<BackofficeClient>>(clientUrl(id), { auth: true, signal })).data,

  search: async (term: string, signal?: AbortSignal) =>
    (await apiRequest<ApiEnvelope<ClientSearchResult>>(`/backoffice/search?q=${encodeURIComponent(term)}`, { auth: true, signal })).data,

  /** The account's status after the action, and the API's words for it. */
  act: (id: string, action: AccountAction, body: AccountActionDto) =>
    apiRequest<ApiEnvelope<AccountStatusDto>>(`${clientUrl(id)}/${action}`, { method: 'POST', body, auth: true }),

  /** Asks for a balance adjustment; 400 with field errors, 409 with the API's reason (an overdraw...). */
  adjust: async (id: string, body: AdjustmentRequestDto) =>
    (await apiRequest<ApiEnvelope<RequestedChange>>(`${clientUrl(id)}/adjustments`, { method: 'POST', body, auth: true })).data,

  /** Asks for a second-factor reset; 409 when the client has none, or one already waits. */
  resetTwoFactor: async (id: string, body: ResetTwoFactorDto) =>
    (await apiRequest<ApiEnvelope<RequestedChange>>(`${clientUrl(id)}/reset-2fa`, { method: 'POST', body, auth: true })).data,
};
