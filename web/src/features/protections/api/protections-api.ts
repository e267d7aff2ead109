import type { ApiEnvelope } from '@contracts/api';
import type { AccountLimitsDto, RealityCheckDto, UpdateLimitsRequest } from '@contracts/protections';
import { apiRequest } from '../../../shared/api/http-client';

/** A 403 from these routes is a protection's refusal (an exclusion, a limit), not a dead session. */
const send = <T>(method: 'POST' | 'PUT', path: string, body?: unknown) =>
  apiRequest<ApiEnvelope<T>>(path, { method, body, auth: true, keepSessionOn403: true });

/** Responsible trading: the client's own limits, a break from real-money trading, and the reality check. */
export const protectionsApi = {
  limits: async (signal?: AbortSignal) => (await apiRequest<ApiEnvelope<AccountLimitsDto>>('/account/limits', { auth: true, signal })).data,

  /** Only the limits that changed: lowering applies at once, raising or removing after 24 hours. */
  saveLimits: (body: UpdateLimitsRequest) => send<AccountLimitsDto>('PUT', '/account/limits', body),

  /** A time-out of 1 to 42 days; nobody can end it early. */
  timeOut: (days: number) => send<AccountLimitsDto>('POST', '/account/time-out', { days }),

  /** A self-exclusion of 6 to 60 months; nobody can end it early. */
  selfExclude: (months: number) => send<AccountLimitsDto>('POST', '/account/self-exclusion', { months }),

  realityCheck: async (signal?: AbortSignal) => (await apiRequest<ApiEnvelope<RealityCheckDto>>('/account/reality-check', { auth: true, signal })).data,

  /** The client has seen the check: answers the next one's due time. */
  acknowledgeRealityCheck: async () => (await send<RealityCheckDto>('POST', '/account/reality-check/ack')).data,
};
