import type { ApiEnvelope, PublicPayoutDto } from '@contracts/api';
import { apiRequest } from '../../../shared/api/http-client';

export interface ContactPayload {
  name: string;
  email: string;
  message: string;
}

export const publicApi = {
  /** Answers the server's thank-you message. */
  contact: (payload: ContactPayload) => apiRequest<ApiEnvelope<null>>('/public/contact', { method: 'POST', body: payload }),

  /** The latest winning trades, newest first, anonymised by the server. */
  payouts: async (signal?: AbortSignal) => (await apiRequest<ApiEnvelope<PublicPayoutDto[]>>('/public/payouts', { signal })).data,
};
