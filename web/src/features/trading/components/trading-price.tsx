import { useQuoteFresh } from '../hooks/use-quote-fresh';
import { LivePrice } from './live-price';

/** The trading screen's price: live, or greyed with "Price stale" beside it while no fresh quote arrives. */
export function TradingPrice({ symbol, decimals }: { symbol: string; decimals: number }) {
  const fresh = useQuoteFresh(symbol);
  return (
    <span className="trading-price" data-testid="trading-price" data-fresh={fresh}>
      <LivePrice symbol={symbol} decimals={decimals} stale={!fresh} />
      {!fresh && (
        <span className="price-stale" data-testid="price-stale">
          Price stale
        </span>
      )}
    </span>
  );
}
