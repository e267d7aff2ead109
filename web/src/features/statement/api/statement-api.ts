import type { ApiEnvelope } from '@contracts/api';
import type { StatementDto } from '@contracts/statement';
import { apiBlob, apiRequest } from '../../../shared/api/http-client';

/** The client's account statement: a page of movements, or the whole range as a file. */
export const statementApi = {
  /** `query` from statementQuery: one page, newest first, with the next page's cursor. */
  page: async (query: string, signal?: AbortSignal) =>
    (await apiRequest<ApiEnvelope<StatementDto>>(`/account/statement?${query}`, { auth: true, signal })).data,

  /** The whole range as CSV or PDF (`query` with its format), fetched with the bearer token. */
  file: (query: string) => apiBlob(`/account/statement?${query}`),
};
