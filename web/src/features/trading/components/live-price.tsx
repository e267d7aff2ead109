import { useRef } from 'react';
import { formatPrice } from '../../../shared/format/price';
import { useLivePrice } from '../hooks/use-live-price';

/** The symbol's latest price, green or red by the direction of its last move. */
export function LivePrice({ symbol, decimals, testId = 'live-price' }: { symbol: string; decimals: number; testId?: string }) {
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
    <span className={`live-price live-price--${trend.current}`} data-testid={testId} data-symbol={symbol} aria-live="off">
      {formatPrice(price, decimals)}
    </span>
  );
}
