import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../shared/realtime/socket-context';
import { toast } from '../../../shared/ui/toast/toast';
import { upsertDeposit, upsertWithdrawal } from './funds-cache';
import { depositEventMessage, withdrawalEventMessage } from './funds-event-message';

/**
 * Applies `deposit:updated` and `withdrawal:updated` to the funds lists while a funds screen is open,
 * with a toast for each decision (the reason of a rejection included). Balances follow
 * `balance:updated`, which the app-wide sync already applies.
 */
export function useFundsCacheSync(): void {
  const queryClient = useQueryClient();
  useSocketEvent('deposit:updated', ({ deposit }) => {
    upsertDeposit(queryClient, deposit);
    const message = depositEventMessage(deposit);
    if (message) toast[message.type](message.text);
  });
  useSocketEvent('withdrawal:updated', ({ withdrawal }) => {
    upsertWithdrawal(queryClient, withdrawal);
    const message = withdrawalEventMessage(withdrawal);
    if (message) toast[message.type](message.text);
  });
}
