import { countdownSeconds, formatCountdown } from '../../../shared/format/duration';
import { useNow } from '../../../shared/hooks/use-now';

/**
 * Time left until a trade's expiry, starting at the chosen duration when it is given (the server
 * rounds the expiry up to a whole second); "Settling…" once it is due and the result is on its way.
 */
export function TradeCountdown({ expiresAt, duration }: { expiresAt: string; duration?: number }) {
  const now = useNow(true);
  const expires = Date.parse(expiresAt);
  return (
    <span className="countdown" data-testid="trade-countdown" aria-live="off">
      {expires > now ? formatCountdown(countdownSeconds(expires, now, duration)) : 'Settling…'}
    </span>
  );
}
