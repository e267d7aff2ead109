import type { AdjustmentForStaff } from '@contracts/adjustments';
import type { ApiEnvelope } from '@contracts/api';
import type {
  BackofficeClientSummary,
  BackofficeItemDetail,
  BackofficeKycItem,
  DecisionAccepted,
  DepositForStaff,
  PlanRequestForStaff,
  WithdrawalForStaff,
} from '@contracts/backoffice';
import type { CaseAssignee, CaseNote } from '@contracts/cases';
import { apiBlob, apiRequest } from '../../../shared/api/http-client';
import type { DecisionAction, DecisionInput } from './lib/decision-summary';
import { KIND_SEGMENTS, type ReviewKind, type StaffItem } from './lib/item-kind';

const itemPath = (kind: ReviewKind, id: string) => `/backoffice/${KIND_SEGMENTS[kind]}/${encodeURIComponent(id)}`;

const get = async <T>(path: string, signal?: AbortSignal) => (await apiRequest<ApiEnvelope<T>>(path, { auth: true, signal })).data;

/** The item view's calls to the back-office API. */
export const itemApi = {
  item: async (kind: ReviewKind, id: string, signal?: AbortSignal): Promise<StaffItem> => {
    const path = itemPath(kind, id);
    switch (kind) {
      case 'deposit':
        return { kind, data: await get<BackofficeItemDetail<DepositForStaff>>(path, signal) };
      case 'withdrawal':
        return { kind, data: await get<BackofficeItemDetail<WithdrawalForStaff>>(path, signal) };
      case 'kyc':
        return { kind, data: await get<BackofficeItemDetail<BackofficeKycItem>>(path, signal) };
      case 'plan':
        return { kind, data: await get<BackofficeItemDetail<PlanRequestForStaff>>(path, signal) };
      case 'adjustment':
        return { kind, data: await get<BackofficeItemDetail<AdjustmentForStaff>>(path, signal) };
    }
  },

  client: (userId: string, signal?: AbortSignal) => get<BackofficeClientSummary>(`/backoffice/clients/${encodeURIComponent(userId)}`, signal),

  /** The receipt or identity document (served only with the bearer header). */
  document: (url: string, signal?: AbortSignal) => apiBlob(url, { signal }),

  /** 202: recorded, applied by the worker shortly; 409 when the item is already decided. */
  decide: async (kind: ReviewKind, id: string, action: DecisionAction, body: DecisionInput): Promise<DecisionAccepted> =>
    (
      await apiRequest<ApiEnvelope<DecisionAccepted>>(`${itemPath(kind, id)}/${action}`, {
        method: 'POST',
        body,
        auth: true,
      })
    ).data,

  /** Claim, release or take over (with its reason): answers who holds the item now; 409 names another holder. */
  claim: async (kind: ReviewKind, id: string, action: 'claim' | 'release' | 'take-over', body: { reason?: string } = {}) =>
    (await apiRequest<ApiEnvelope<{ assignee: CaseAssignee | null }>>(`${itemPath(kind, id)}/${action}`, { method: 'POST', body, auth: true })).data,

  /** 201 with the note as kept (an internal note: staff only, never changed). */
  addNote: async (kind: ReviewKind, id: string, text: string): Promise<CaseNote> =>
    (await apiRequest<ApiEnvelope<CaseNote>>(`${itemPath(kind, id)}/notes`, { method: 'POST', body: { text }, auth: true })).data,
};
