import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../shared/realtime/socket-context';
import { toast } from '../../../shared/ui/toast/toast';
import { upsertDeposit, upsertWithdrawal } from '../realtime/funds-cache';
import { depositEventMessage, withdrawalEventMessage } from '../realtime/funds-event-message';

/**
 * The funds feature's live events, mounted by the frame of every funds screen (FundsPage): a deposit
 * or a withdrawal that changed state goes into its list, with a toast for each decision (the reason of
 * a rejection included). The balances follow `balance:updated` (useTradingLiveEvents, app-wide).
 */
export function useFundsLiveEvents(): void {
  const queryClient = useQueryClient();
  useSocketEvent('deposit:updated', ({ deposit }) => {
    upsertDeposit(queryClient, deposit);
    const message = depositEventMessage(deposit);
    if (message) toast[message.type](message.text, { id: message.id });
  });
  useSocketEvent('withdrawal:updated', ({ withdrawal }) => {
    upsertWithdrawal(queryClient, withdrawal);
    const message = withdrawalEventMessage(withdrawal);
    if (message) toast[message.type](message.text, { id: message.id });
  });
}
