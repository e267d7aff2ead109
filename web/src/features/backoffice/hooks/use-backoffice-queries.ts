import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { AdjustmentForStaff } from '@contracts/adjustments';
import type { BackofficeItem, BackofficeKycItem, BackofficePage, DepositForStaff, PlanRequestForStaff, WithdrawalForStaff } from '@contracts/backoffice';
import { backofficeApi } from '../api/backoffice-api';
import { auditFileName, type AuditFilter } from '../lib/audit-filter';
import { saveFile } from '../../../shared/lib/save-file';
import { backofficeKeys } from '../../../shared/api/query-keys';
import { queueApiQuery, type QueueFilter } from '../lib/queue-filter';
import type { QueueName } from '../lib/queues';

/** The queues' counts and ages: live through the socket, and refetched every 30 s so the ages move on. */
export const useSummary = () => useQuery({ queryKey: backofficeKeys.summary, queryFn: backofficeApi.summary, refetchInterval: 30_000 });

export type QueueRow =
  | BackofficePage<DepositForStaff>['items'][number]
  | BackofficePage<WithdrawalForStaff>['items'][number]
  | BackofficePage<PlanRequestForStaff>['items'][number]
  | BackofficePage<AdjustmentForStaff>['items'][number]
  | BackofficeItem<BackofficeKycItem>;

interface QueuePage {
  items: QueueRow[];
  next_cursor: string | null;
}

/** Each queue's page of a filter after a cursor (identity documents come in one page). */
const QUEUE_PAGES: Record<QueueName, (filter: QueueFilter, cursor?: string) => Promise<QueuePage>> = {
  deposits: (f, cursor) => backofficeApi.deposits(queueApiQuery(f, cursor)),
  withdrawals: (f, cursor) => backofficeApi.withdrawals(queueApiQuery(f, cursor)),
  plans: (f, cursor) => backofficeApi.plans(queueApiQuery(f, cursor)),
  adjustments: (f, cursor) => backofficeApi.adjustments(queueApiQuery(f, cursor)),
  kyc: async (f) => ({ items: await backofficeApi.kyc(queueApiQuery(f)), next_cursor: null }),
};

/** One queue's items of a filter (its status, '' for all; who works them; their SLA; the order), page after page. */
export function useQueue(queue: QueueName, filter: QueueFilter) {
  return useInfiniteQuery({
    queryKey: backofficeKeys.queue(queue, filter),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => QUEUE_PAGES[queue](filter, pageParam),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** The audit log's pages, newest first; "Load more" fetches the next (older) one by its cursor. */
export const useAuditLog = (filter: AuditFilter) =>
  useInfiniteQuery({
    queryKey: backofficeKeys.audit(filter),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => backofficeApi.audit(filter, pageParam),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

/** Staff and admins by e-mail; they change rarely. */
export const useStaffMembers = () => useQuery({ queryKey: backofficeKeys.staff, queryFn: backofficeApi.staff, staleTime: 5 * 60_000 });

/** Downloads the whole filtered log as CSV and saves it. */
export const useAuditCsv = () =>
  useMutation({
    mutationFn: async (filter: AuditFilter) => saveFile(await backofficeApi.auditCsv(filter), auditFileName()),
  });
