import { useRef } from 'react';
import { formatPrice } from '../../../shared/format/price';
import { useLivePrice } from '../hooks/use-live-price';

interface LivePriceProps {
  symbol: string;
  decimals: number;
  testId?: string;
  /** Shown greyed, without its direction's colour: no fresh quote has arrived (see TradingPrice). */
  stale?: boolean;
}

/** The symbol's latest price, green or red by the direction of its last move. */
export function LivePrice({ symbol, decimals, testId = 'live-price', stale = false }: LivePriceProps) {
  const tick = useLivePrice(symbol);
  const previous = useRef<{ symbol: string; price: number } | null>(null);
  const trend = useRef<'up' | 'down' | 'flat'>('flat');
  const price = tick?.price;

  if (price !== undefined && previous.current?.price !== price) {
    const before = previous.current?.symbol === symbol ? previous.current.price : undefined;
    trend.current = before === undefined ? 'flat' : price > before ? 'up' : 'down';
    previous.current = { symbol, price };
  }

  return (
    <span
      className={`live-price live-price--${stale ? 'stale' : trend.current}`}
      data-testid={testId}
      data-symbol={symbol}
      data-stale={stale || undefined}
      aria-live="off"
    >
      {formatPrice(price, decimals)}
    </span>
  );
}
