import { RECENT_TRADES_SHOWN } from '@contracts/trade-rules';
import { Link } from 'react-router';
import { useMode } from '../../../shared/store/app-store';
import { LoadingBlock } from '../../../shared/ui/spinner';
import { useSettlementFallback } from '../hooks/use-settlement-fallback';
import { useTrades } from '../hooks/use-trades';
import { RecentTradeRow } from './recent-trade-row';

/** The left panel: the latest trades of the current mode, live. */
export function RecentTrades() {
  const mode = useMode();
  const trades = useTrades(mode);
  const recent = trades.data?.slice(0, RECENT_TRADES_SHOWN);
  useSettlementFallback(recent, mode);

  return (
    <section className="card panel recent-trades" aria-labelledby="recent-trades-title">
      <header className="panel__header">
        <h2 id="recent-trades-title" className="panel__title">
          Recent trades
        </h2>
        <Link to="/user/trade-history" className="panel__link">
          History
        </Link>
      </header>
      {trades.isPending ? (
        <LoadingBlock />
      ) : !recent?.length ? (
        <p className="muted empty">No trades yet. Place your first {mode === 'demo' ? 'demo ' : ''}trade.</p>
      ) : (
        <ul className="recent-trades__list">
          {recent.map((trade) => (
            <RecentTradeRow key={trade.trade_id} trade={trade} />
          ))}
        </ul>
      )}
    </section>
  );
}
