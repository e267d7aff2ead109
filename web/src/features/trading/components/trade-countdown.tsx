import { formatCountdown } from '../../../shared/format/duration';
import { useNow } from '../../../shared/hooks/use-now';

/** Time left until a trade's expiry; "Settling…" once it is due and the result is on its way. */
export function TradeCountdown({ expiresAt }: { expiresAt: string }) {
  const now = useNow(true);
  const left = (Date.parse(expiresAt) - now) / 1000;
  return (
    <span className="countdown" data-testid="trade-countdown" aria-live="off">
      {left > 0 ? formatCountdown(left) : 'Settling…'}
    </span>
  );
}
