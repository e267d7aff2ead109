import type { TradeDto } from '@contracts/trading';
import { OpenPositionRow } from './open-position-row';

/** Every open trade of the current mode, soonest expiry first, each live against the current price. */
export function OpenPositions({ trades }: { trades: TradeDto[] }) {
  return (
    <section className="card panel open-positions" aria-labelledby="open-positions-title" data-testid="open-positions">
      <header className="panel__header">
        <h2 id="open-positions-title" className="panel__title">
          Open positions <span className="open-positions__count">{trades.length}</span>
        </h2>
      </header>
      {!trades.length ? (
        <p className="muted empty" data-testid="open-positions-empty">
          No open positions.
        </p>
      ) : (
        <ul className="open-positions__list">
          {trades.map((trade) => (
            <OpenPositionRow key={trade.trade_id} trade={trade} />
          ))}
        </ul>
      )}
    </section>
  );
}
