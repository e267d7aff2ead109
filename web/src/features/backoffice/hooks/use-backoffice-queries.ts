import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { BackofficeKycItem, BackofficePage, DepositForStaff, PlanRequestForStaff, WithdrawalForStaff } from '@contracts/backoffice';
import { backofficeApi } from '../api/backoffice-api';
import type { AuditFilter } from '../lib/audit-filter';
import { backofficeKeys } from '../../../shared/api/query-keys';
import type { QueueName } from '../lib/queues';

/** The queues' counts and ages: live through the socket, and refetched every 30 s so the ages move on. */
export const useSummary = () => useQuery({ queryKey: backofficeKeys.summary, queryFn: backofficeApi.summary, refetchInterval: 30_000 });

export type QueueRow =
  | BackofficePage<DepositForStaff>['items'][number]
  | BackofficePage<WithdrawalForStaff>['items'][number]
  | BackofficePage<PlanRequestForStaff>['items'][number]
  | BackofficeKycItem;

interface QueuePage {
  items: QueueRow[];
  next_cursor: string | null;
}

/** Each queue's page of a status after a cursor (identity documents come in one page). */
const QUEUE_PAGES: Record<QueueName, (status: string, cursor?: string) => Promise<QueuePage>> = {
  deposits: backofficeApi.deposits,
  withdrawals: backofficeApi.withdrawals,
  plans: backofficeApi.plans,
  kyc: async (status) => ({ items: await backofficeApi.kyc(status), next_cursor: null }),
};

/** One queue's items of a status ('' for all), page after page. */
export function useQueue(queue: QueueName, status: string) {
  return useInfiniteQuery({
    queryKey: backofficeKeys.queue(queue, status),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => QUEUE_PAGES[queue](status, pageParam),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export const useAuditLog = (filter: AuditFilter) => useQuery({ queryKey: backofficeKeys.audit(filter), queryFn: () => backofficeApi.audit(filter) });
