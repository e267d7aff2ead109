import { CLOSE_CUTOFF_MS } from '@contracts/early-close';
import type { TradeDto } from '@contracts/trading';
import { formatUsd } from '../../../shared/format/money';
import { useNow } from '../../../shared/hooks/use-now';
import { useCloseQuote } from '../hooks/use-close-quote';
import { requoteOf, useCloseTrade } from '../hooks/use-close-trade';
import { formatProfitLoss } from '../lib/trade-history-format';
import './close-position.css';

/**
 * Selling an open trade back before expiry (DESIGN "Early close"): what closing returns now, kept
 * current, and one press to take it. A quote that lapsed in between comes back with the new value, for
 * a second press; in the last seconds the trade runs to its expiry.
 */
export function ClosePosition({ trade }: { trade: TradeDto }) {
  const now = useNow(true, 500);
  const closable = trade.status === 'Pending' && Date.parse(trade.expires_at) - CLOSE_CUTOFF_MS > now;
  const quote = useCloseQuote(trade.trade_id, closable);
  const close = useCloseTrade(trade.trade_id);
  if (trade.status !== 'Pending') return null;
  if (!closable) {
    return (
      <p className="close-position close-position--ended muted" data-testid="close-position-ended">
        Runs to expiry
      </p>
    );
  }
  const value = quote.data?.value;
  const requoted = requoteOf(close.error) !== null;
  const note = requoted
    ? `The price moved: closing now returns ${formatUsd(value)}. Press again to close.`
    : (close.error?.message ?? (quote.isError ? quote.error.message : ''));
  return (
    <div className="close-position">
      <button
        type="button"
        className="btn btn--secondary close-position__button"
        data-testid="close-position"
        disabled={!quote.data || close.isPending}
        onClick={() => quote.data && close.mutate(quote.data.quote_id)}
      >
        {close.isPending ? 'Closing…' : value === undefined ? 'Close' : `Close for ${formatUsd(value)}`}
      </button>
      {value !== undefined && (
        <span className="close-position__change" data-testid="close-position-change" title="Against your stake">
          {formatProfitLoss(Math.round((value - trade.amount) * 100) / 100)}
        </span>
      )}
      <p className="close-position__note" role="status" data-testid="close-position-note">
        {note}
      </p>
    </div>
  );
}
