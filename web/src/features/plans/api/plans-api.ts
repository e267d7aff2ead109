import type { ApiEnvelope } from '@contracts/api';
import type { AtsSettingsDto, AtsStatusDto } from '@contracts/ats';
import type { PlanRequestAnswer, Plan } from '@contracts/plans';
import type { UserDto } from '@contracts/account';
import { apiRequest } from '../../../shared/api/http-client';

/** A 403 here means "no plan yet" (the automated trader), not a dead session. */
const send = <T>(method: 'POST' | 'PUT', path: string, body: unknown, idempotencyKey?: string) =>
  apiRequest<ApiEnvelope<T>>(path, {
    method,
    body,
    auth: true,
    keepSessionOn403: true,
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
  });

export const plansApi = {
  catalogue: async (signal?: AbortSignal) => (await apiRequest<ApiEnvelope<Plan[]>>('/plans', { signal })).data,

  /** The first plan, charged at once: answers the updated user. */
  setPlan: (tradingPlan: string, idempotencyKey: string) => send<UserDto>('POST', '/users/set-plan', { trading_plan: tradingPlan }, idempotencyKey),

  /** A higher plan: the difference is held until staff decide. */
  requestUpgrade: (tradingPlan: string, idempotencyKey: string) =>
    send<PlanRequestAnswer>('POST', '/users/request-plan-update', { trading_plan: tradingPlan }, idempotencyKey),

  ats: async (signal?: AbortSignal) => (await apiRequest<ApiEnvelope<AtsStatusDto>>('/ats', { auth: true, keepSessionOn403: true, signal })).data,

  saveAts: (body: AtsSettingsDto) => send<AtsStatusDto>('PUT', '/ats', body),
};
