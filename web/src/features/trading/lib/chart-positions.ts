import type { TradeDto } from '@contracts/trading';
import type { TradeMode } from '@contracts/trade-rules';
import { formatPrice } from '../../../shared/format/price';
import { instrumentName } from './instrument-label';
import { MONEYNESS_LABEL, moneyness, type Moneyness } from './position';

export interface ChartPosition {
  tradeId: number;
  symbol: string;
  direction: TradeMode;
  openPrice: number;
  /** Epoch milliseconds of the expiry. */
  expiresAt: number;
  state: Moneyness;
  /** Seconds the trade was placed for (its countdown never shows more). */
  duration: number;
}

/** The open (Pending) trades on one instrument, soonest expiry first, each against the current price. */
export function chartPositions(trades: readonly TradeDto[] | undefined, symbol: string, price: number | null | undefined): ChartPosition[] {
  return (trades ?? [])
    .filter((t) => t.status === 'Pending' && t.symbol === symbol)
    .map((t) => ({
      tradeId: t.trade_id,
      symbol: t.symbol,
      direction: t.trade_mode,
      openPrice: t.open_price,
      expiresAt: Date.parse(t.expires_at),
      state: moneyness(t.trade_mode, t.open_price, price),
      duration: t.duration,
    }))
    .sort((a, b) => a.expiresAt - b.expiresAt || a.tradeId - b.tradeId);
}

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

/** "12:03:05", or "25 Nov 12:03:05" when the expiry is on another day than `now`. */
export function expiryTime(expiresAt: number, now: number): string {
  const at = new Date(expiresAt);
  const time = timeFormat.format(at);
  return at.toDateString() === new Date(now).toDateString() ? time : `${dayFormat.format(at)} ${time}`;
}

/** "Buy BTC/USD at 91,234.50, expires 12:03:05, in the money": the marker in words. */
export function positionText(p: ChartPosition, decimals: number, now: number): string {
  const when = p.expiresAt > now ? `expires ${expiryTime(p.expiresAt, now)}` : `expired ${expiryTime(p.expiresAt, now)}, settling`;
  return `${p.direction} ${instrumentName(p.symbol)} at ${formatPrice(p.openPrice, decimals)}, ${when}, ${MONEYNESS_LABEL[p.state].toLowerCase()}`;
}

/** A price range widened to hold every entry price, so each entry line stays in view. */
export function rangeWithEntries<R extends { minValue: number; maxValue: number }>(range: R, positions: readonly Pick<ChartPosition, 'openPrice'>[]): R {
  if (positions.length === 0) return range;
  const prices = positions.map((p) => p.openPrice);
  return { ...range, minValue: Math.min(range.minValue, ...prices), maxValue: Math.max(range.maxValue, ...prices) };
}
