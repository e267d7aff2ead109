import type { ApiEnvelope } from '@contracts/api';
import type {
  AuditEntry,
  BackofficeKycItem,
  BackofficePage,
  BackofficeSummary,
  DepositForStaff,
  PlanRequestForStaff,
  WithdrawalForStaff,
} from '@contracts/backoffice';
import { apiRequest } from '../../../shared/api/http-client';
import type { AuditFilter } from '../lib/audit-filter';

const get = async <T>(path: string, query: Record<string, string | undefined> = {}): Promise<T> => {
  const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])));
  const qs = params.toString();
  return (await apiRequest<ApiEnvelope<T>>(qs ? `${path}?${qs}` : path, { auth: true })).data;
};

/** The back office's queues, summary and audit log (the item view has its own calls). */
export const backofficeApi = {
  summary: () => get<BackofficeSummary>('/backoffice/summary'),
  deposits: (status: string, cursor?: string) => get<BackofficePage<DepositForStaff>>('/backoffice/deposits', { status, cursor }),
  withdrawals: (status: string, cursor?: string) => get<BackofficePage<WithdrawalForStaff>>('/backoffice/withdrawals', { status, cursor }),
  kyc: (status: string) => get<BackofficeKycItem[]>('/backoffice/kyc', { status }),
  plans: (status: string, cursor?: string) => get<BackofficePage<PlanRequestForStaff>>('/backoffice/plans', { status, cursor }),
  audit: (f: AuditFilter) =>
    get<AuditEntry[]>('/backoffice/audit', {
      kind: f.kind,
      item: f.item,
      from: f.from ? new Date(`${f.from}T00:00:00`).toISOString() : undefined,
      to: f.to ? new Date(`${f.to}T23:59:59.999`).toISOString() : undefined,
    }),
  /** Sets the short-lived cookie that opens the queues dashboard (admins). */
  openQueuesDashboard: () => apiRequest<void>('/admin/queues/session', { method: 'POST', auth: true, keepSessionOn403: true }),
};
