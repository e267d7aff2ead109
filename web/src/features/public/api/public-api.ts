import type { ApiEnvelope } from '@contracts/api';
import type { PublicPayoutDto } from '@contracts/trading';
import type { ContactMessageDto } from '@contracts/requests/contact.request';
import { apiRequest } from '../../../shared/api/http-client';

export const publicApi = {
  /** Answers the server's thank-you message. */
  contact: (body: ContactMessageDto) => apiRequest<ApiEnvelope<null>>('/public/contact', { method: 'POST', body }),

  /** The latest winning trades, newest first, anonymised by the server. */
  payouts: async (signal?: AbortSignal) => (await apiRequest<ApiEnvelope<PublicPayoutDto[]>>('/public/payouts', { signal })).data,
};
