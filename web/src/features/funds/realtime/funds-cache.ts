import type { QueryClient } from '@tanstack/react-query';
import type { DepositDto, WithdrawalDto } from '@contracts/funds';
import { fundsKeys } from '../../../shared/api/query-keys';

/**
 * Cache patches shared by the request mutations and the socket events: a new item goes on top of its
 * list, a known one is replaced in place (its new status and reason), nothing is refetched.
 */

function upsertById<T>(list: T[] | undefined, item: T, id: (t: T) => number, newer: (a: T, b: T) => number): T[] | undefined {
  if (!list) return list; // not loaded yet: the first fetch will bring it
  const index = list.findIndex((t) => id(t) === id(item));
  if (index === -1) return [item, ...list].sort(newer);
  const next = list.slice();
  next[index] = item;
  return next;
}

const newestFirst =
  <T extends { createdAt: string }>(id: (t: T) => number) =>
  (a: T, b: T) =>
    Date.parse(b.createdAt) - Date.parse(a.createdAt) || id(b) - id(a);

const depositId = (d: DepositDto) => d.deposit_id;
const withdrawalId = (w: WithdrawalDto) => w.withdraw_id;

export function upsertDeposit(queryClient: QueryClient, deposit: DepositDto): void {
  queryClient.setQueryData<DepositDto[]>(fundsKeys.deposits, (list) => upsertById(list, deposit, depositId, newestFirst(depositId)));
}

export function upsertWithdrawal(queryClient: QueryClient, withdrawal: WithdrawalDto): void {
  queryClient.setQueryData<WithdrawalDto[]>(fundsKeys.withdrawals, (list) => upsertById(list, withdrawal, withdrawalId, newestFirst(withdrawalId)));
}
