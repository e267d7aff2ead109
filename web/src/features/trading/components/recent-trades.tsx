import type { TradeDto } from '@contracts/trading';
import { RECENT_TRADES_SHOWN } from '@contracts/trade-rules';
import { Link } from 'react-router';
import { useMode } from '../../../shared/store/app-store';
import { LoadingBlock } from '../../../shared/ui/spinner';
import { RecentTradeRow } from './recent-trade-row';

/** The latest results of the current mode (the reference's two), live: a settling position lands here. */
export function RecentTrades({ trades, loading }: { trades: TradeDto[]; loading: boolean }) {
  const mode = useMode();
  return (
    <section className="card panel recent-trades" aria-labelledby="recent-trades-title">
      <header className="panel__header">
        <h2 id="recent-trades-title" className="panel__title">
          Recent results
        </h2>
        <Link to="/user/trade-history" className="panel__link">
          History
        </Link>
      </header>
      {loading ? (
        <LoadingBlock />
      ) : !trades.length ? (
        <p className="muted empty" data-testid="recent-trades-empty">
          No results yet. Place your first {mode === 'demo' ? 'demo ' : ''}trade.
        </p>
      ) : (
        <ul className="recent-trades__list">
          {trades.slice(0, RECENT_TRADES_SHOWN).map((trade) => (
            <RecentTradeRow key={trade.trade_id} trade={trade} />
          ))}
        </ul>
      )}
    </section>
  );
}
