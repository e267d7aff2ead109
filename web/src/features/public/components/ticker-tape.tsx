import { INSTRUMENTS } from '@contracts/instruments';
import { LivePrice } from '../../trading/components/live-price';

/**
 * A scrolling strip of every instrument's latest price, fed by `price:tick` through the prices cache
 * (no third-party widget). The list is drawn twice so the loop has no seam; the copy is hidden from
 * assistive technology. Hover or focus pauses it; reduced motion stops it.
 */
export function TickerTape() {
  return (
    <div className="ticker" role="region" aria-label="Live prices (simulated)" data-testid="ticker">
      <div className="ticker__track">
        <TickerList />
        <TickerList copy />
      </div>
    </div>
  );
}

function TickerList({ copy = false }: { copy?: boolean }) {
  return (
    <ul className="ticker__list" aria-hidden={copy || undefined}>
      {INSTRUMENTS.map((i) => (
        <li key={i.symbol} className="ticker__item">
          <span className="ticker__name">{i.name}</span>
          <LivePrice symbol={i.symbol} decimals={i.decimals} testId={copy ? 'ticker-price-copy' : 'ticker-price'} />
        </li>
      ))}
    </ul>
  );
}
