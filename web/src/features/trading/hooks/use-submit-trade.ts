import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitTradeDto } from '@contracts/requests/trade.request';
import { cachedUser, patchBalances } from '../../../shared/api/user-cache';
import { randomId } from '../../../shared/random-id';
import { tradingApi } from '../api/trading-api';
import { upsertTrade } from '../realtime/trade-cache';

/** Places a trade; the new trade and the reduced balance go straight into the cache. */
export function useSubmitTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SubmitTradeDto) => tradingApi.submit(payload, randomId()),
    onSuccess: ({ data }, payload) => {
      upsertTrade(queryClient, data.trade);
      if (data.balance !== undefined || data.demo_balance !== undefined) {
        patchBalances(queryClient, data);
        return;
      }
      // An answer without balances: take the stake off the balance of the trade's mode.
      const user = cachedUser(queryClient);
      if (!user) return;
      const key = payload.mode === 'demo' ? 'demo_balance' : 'balance';
      patchBalances(queryClient, { [key]: Math.round((user[key] - data.amount) * 100) / 100 });
    },
  });
}
