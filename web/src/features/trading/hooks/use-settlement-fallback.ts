import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { TradeDto } from '@contracts/trading';
import type { AccountMode } from '@contracts/trade-rules';
import { queryKeys } from '../../../shared/api/query-keys';
import { refetchUser } from '../../../shared/api/user-cache';

/** How long after expiry a trade may stay Pending on screen before we ask the server once. */
const GRACE_MS = 6_000;

/**
 * A safety net for a lost `trade:settled` push (socket down at that moment): a trade still shown
 * Pending well after its expiry triggers one refetch of its list and the balances, once per trade.
 */
export function useSettlementFallback(trades: TradeDto[] | undefined, mode: AccountMode): void {
  const queryClient = useQueryClient();
  const asked = useRef(new Set<number>());

  useEffect(() => {
    const pending = (trades ?? []).filter((t) => t.status === 'Pending' && !asked.current.has(t.trade_id));
    const timers = pending.map((trade) => {
      const wait = Math.max(0, Date.parse(trade.expires_at) + GRACE_MS - Date.now());
      return window.setTimeout(() => {
        asked.current.add(trade.trade_id);
        void queryClient.invalidateQueries({ queryKey: queryKeys.trades(mode) });
        void refetchUser(queryClient);
      }, wait);
    });
    return () => timers.forEach((id) => window.clearTimeout(id));
  }, [trades, mode, queryClient]);
}
