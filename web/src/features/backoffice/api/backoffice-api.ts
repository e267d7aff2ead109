import type { AdjustmentForStaff } from '@contracts/adjustments';
import type { ApiEnvelope } from '@contracts/api';
import type {
  AuditPage,
  BackofficeItem,
  BackofficeKycItem,
  BackofficePage,
  BackofficeSummary,
  DepositForStaff,
  PlanRequestForStaff,
  StaffMember,
  WithdrawalForStaff,
} from '@contracts/backoffice';
import { apiBlob, apiRequest } from '../../../shared/api/http-client';
import { auditQuery, type AuditFilter } from '../lib/audit-filter';

type QueueQuery = Record<string, string | undefined>;

const get = async <T>(path: string, query: Record<string, string | undefined> = {}): Promise<T> => {
  const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])));
  const qs = params.toString();
  return (await apiRequest<ApiEnvelope<T>>(qs ? `${path}?${qs}` : path, { auth: true })).data;
};

/** The back office's queues, summary and audit log (the item view has its own calls). */
export const backofficeApi = {
  summary: () => get<BackofficeSummary>('/backoffice/summary'),
  /** A queue's page (`queueApiQuery`: status, case filters, sort, cursor); identity documents come whole. */
  deposits: (query: QueueQuery) => get<BackofficePage<DepositForStaff>>('/backoffice/deposits', query),
  withdrawals: (query: QueueQuery) => get<BackofficePage<WithdrawalForStaff>>('/backoffice/withdrawals', query),
  kyc: (query: QueueQuery) => get<BackofficeItem<BackofficeKycItem>[]>('/backoffice/kyc', query),
  plans: (query: QueueQuery) => get<BackofficePage<PlanRequestForStaff>>('/backoffice/plans', query),
  adjustments: (query: QueueQuery) => get<BackofficePage<AdjustmentForStaff>>('/backoffice/adjustments', query),
  /** One page of the audit log, newest first; `cursor` is the previous page's `next_cursor`. */
  audit: (f: AuditFilter, cursor?: string) => get<AuditPage>(`/backoffice/audit?${auditQuery(f, { cursor })}`),
  /** The whole filtered log as CSV, fetched with the bearer token. */
  auditCsv: (f: AuditFilter) => apiBlob(`/backoffice/audit?${auditQuery(f, { format: 'csv' })}`),
  /** Staff and admins, for the audit log's staff filter. */
  staff: () => get<StaffMember[]>('/backoffice/staff'),
  /** Sets the short-lived cookie that opens the queues dashboard (admins). */
  openQueuesDashboard: () => apiRequest<void>('/admin/queues/session', { method: 'POST', auth: true, keepSessionOn403: true }),
};
