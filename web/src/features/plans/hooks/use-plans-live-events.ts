import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/query-keys';
import { patchUser } from '../../../shared/api/user-cache';
import { useSocketEvent } from '../../../shared/realtime/socket-context';
import { toast } from '../../../shared/ui/toast/toast';
import { planEventMessage } from '../lib/plan-actions';

/**
 * The plans feature's live events, mounted by the plans screen while it is open: a staff decision (or
 * a change from another tab) updates the user at once, with a toast for decisions; ATS trades opening
 * or settling refresh the trader's panel. The balances follow `balance:updated` (useTradingLiveEvents).
 */
export function usePlansLiveEvents(): void {
  const queryClient = useQueryClient();
  useSocketEvent('plan:updated', (event) => {
    patchUser(queryClient, { trading_plan: event.trading_plan, plan_request: event.plan_request });
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
