import { RECENT_TRADES_SHOWN } from '@contracts/trade-rules';
import { useMemo } from 'react';
import { useMode } from '../../../shared/store/app-store';
import { useSettlementFallback } from '../hooks/use-settlement-fallback';
import { useTrades } from '../hooks/use-trades';
import { splitTrades } from '../lib/position';
import { OpenPositions } from './open-positions';
import { RecentTrades } from './recent-trades';

/** The trading screen's positions column: every open trade of the mode, then its latest results. */
export function TradingSide() {
  const mode = useMode();
  const trades = useTrades(mode);
  const { open, recent } = useMemo(() => splitTrades(trades.data, RECENT_TRADES_SHOWN), [trades.data]);
  useSettlementFallback(open, mode);
  return (
    <>
      <OpenPositions trades={open} />
      <RecentTrades trades={recent} loading={trades.isPending} />
    </>
  );
}
