import type { ApiEnvelope } from '@contracts/api';
import type {
  AuditEntry,
  BackofficeClientSummary,
  BackofficeItem,
  BackofficeKycItem,
  DecisionAccepted,
  DepositForStaff,
  PlanRequestForStaff,
  WithdrawalForStaff,
} from '@contracts/backoffice';
import { apiBlob, apiRequest } from '../../../shared/api/http-client';
import type { DecisionAction, DecisionInput } from './lib/decision-summary';
import { KIND_SEGMENTS, type ReviewKind, type StaffItem } from './lib/item-kind';

const get = async <T>(path: string, signal?: AbortSignal) => (await apiRequest<ApiEnvelope<T>>(path, { auth: true, signal })).data;

/** The item view's calls to the back-office API. */
export const itemApi = {
  item: async (kind: ReviewKind, id: string, signal?: AbortSignal): Promise<StaffItem> => {
    const path = `/backoffice/${KIND_SEGMENTS[kind]}/${encodeURIComponent(id)}`;
    switch (kind) {
      case 'deposit':
        return { kind, data: await get<BackofficeItem<DepositForStaff>>(path, signal) };
      case 'withdrawal':
        return { kind, data: await get<BackofficeItem<WithdrawalForStaff>>(path, signal) };
      case 'kyc':
        return { kind, data: await get<BackofficeKycItem>(path, signal) };
      case 'plan':
        return { kind, data: await get<BackofficeItem<PlanRequestForStaff>>(path, signal) };
    }
  },

  client: (userId: string, signal?: AbortSignal) => get<BackofficeClientSummary>(`/backoffice/clients/${encodeURIComponent(userId)}`, signal),

  /** The item's lines of the audit log, newest first. */
  audit: (kind: ReviewKind, id: string, signal?: AbortSignal) => get<AuditEntry[]>(`/backoffice/audit?kind=${kind}&item=${encodeURIComponent(id)}`, signal),

  /** The receipt or identity document (served only with the bearer header). */
  document: (url: string, signal?: AbortSignal) => apiBlob(url, { signal }),

  /** 202: recorded, applied by the worker shortly; 409 when the item is already decided. */
  decide: async (kind: ReviewKind, id: string, action: DecisionAction, body: DecisionInput): Promise<DecisionAccepted> =>
    (
      await apiRequest<ApiEnvelope<DecisionAccepted>>(`/backoffice/${KIND_SEGMENTS[kind]}/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        body,
        auth: true,
      })
    ).data,
};
