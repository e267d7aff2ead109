import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AtsSettingsDto } from '@contracts/ats';
import type { UserDto } from '@contracts/account';
import { queryKeys } from '../../../shared/api/query-keys';
import { randomId } from '../../../shared/random-id';
import { useSocketEvent } from '../../../shared/realtime/socket-context';
import { appStore } from '../../../shared/store/app-store';
import { toast } from '../../../shared/ui/toast/toast';
import { plansApi } from '../api/plans-api';
import { planEventMessage } from '../lib/plan-actions';

/** Changes the signed-in user in the cache and the stored snapshot. */
function patchMe(queryClient: QueryClient, change: (user: UserDto) => UserDto): void {
  const next = queryClient.setQueryData<UserDto>(queryKeys.me, (user) => user && change(user));
  if (next) appStore.get().setUser(next);
}

/* Each click gets its own Idempotency-Key: a retried request never charges twice. */

export function useSetPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) => plansApi.setPlan(planId, randomId()),
    onSuccess: ({ data }) => patchMe(queryClient, () => data),
  });
}

export function useRequestUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) => plansApi.requestUpgrade(planId, randomId()),
    onSuccess: ({ data }) => patchMe(queryClient, (u) => ({ ...u, plan_request: data.plan_request, balance: data.balance, demo_balance: data.demo_balance })),
  });
}

/** The automated trader's state; only for plan holders (no request without a plan). */
export function useAts(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.ats, queryFn: ({ signal }) => plansApi.ats(signal), enabled, refetchInterval: 30_000 });
}

export function useSaveAts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AtsSettingsDto) => plansApi.saveAts(body),
    onSuccess: ({ data }) => queryClient.setQueryData(queryKeys.ats, data),
  });
}

/**
 * While the plans screen is open: a staff decision (or a change from another tab) updates the user at
 * once, with a toast for decisions; ATS trades opening or settling refresh the trader's panel.
 */
export function usePlansLive(): void {
  const queryClient = useQueryClient();
  useSocketEvent('plan:updated', (event) => {
    patchMe(queryClient, (u) => ({ ...u, trading_plan: event.trading_plan, plan_request: event.plan_request }));
    void queryClient.invalidateQueries({ queryKey: queryKeys.ats });
    const message = planEventMessage(event);
    if (message) toast[message.type](message.text);
  });
  const onTrade = ({ trade }: { trade: { source: string } }) => {
    if (trade.source === 'ats') void queryClient.invalidateQueries({ queryKey: queryKeys.ats });
  };
  useSocketEvent('trade:opened', onTrade);
  useSocketEvent('trade:settled', onTrade);
}
