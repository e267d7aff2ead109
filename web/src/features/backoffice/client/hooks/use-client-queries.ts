import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountActionDto } from '@contracts/requests/account-action.request';
import type { AdjustmentRequestDto, ResetTwoFactorDto } from '@contracts/requests/adjustment.request';
import { backofficeKeys } from '../../../../shared/api/query-keys';
import { clientApi, type AccountAction } from '../client-api';

/** The client whole (refreshed with every back-office entry on `backoffice:item-updated`). */
export const useClient = (id: string) => useQuery({ queryKey: backofficeKeys.client(id), queryFn: ({ signal }) => clientApi.client(id, signal) });

/** Clients matching a term (null: nothing to ask yet); the last answer stays on screen while the next loads. */
export const useClientSearch = (term: string | null) =>
  useQuery({
    queryKey: backofficeKeys.clientSearch(term ?? ''),
    queryFn: term ? ({ signal }) => clientApi.search(term, signal) : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** Suspends or reactivates the account; the page and any search show the new status. */
export function useAccountAction(id: string, action: AccountAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountActionDto) => clientApi.act(id, action, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
  });
}

/** What staff ask two others to approve: a balance adjustment or a second-factor reset. */
export type ChangeRequest = { change: 'adjust'; body: AdjustmentRequestDto } | { change: 'reset-2fa'; body: ResetTwoFactorDto };

/** Asks for a change; the client's cases (and the adjustments queue) show the new item. */
export function useRequestChange(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ChangeRequest) => (request.change === 'adjust' ? clientApi.adjust(id, request.body) : clientApi.resetTwoFactor(id, request.body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
  });
}
