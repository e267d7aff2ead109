import type { Instrument, TradingType } from '@contracts/instruments';
import type { StrikeRate } from '@contracts/trade-rules';

/** Letters and digits only, upper case: "eur/usd", "EUR USD" and "eurusd" all read "EURUSD". */
const squeeze = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** True when the query is part of the symbol or of the name, ignoring case, spaces and slashes ("eur/u", "btc", "usd jpy"). */
export function matchesInstrument(instrument: Pick<Instrument, 'symbol' | 'name'>, query: string): boolean {
  const q = squeeze(query);
  return q === '' || squeeze(instrument.symbol).includes(q) || squeeze(instrument.name).includes(q);
}

export interface InstrumentListing {
  /** Every offered instrument, of all categories. */
  instruments: readonly Instrument[];
  /** The category browsed while nothing is searched. */
  category: TradingType;
  query: string;
  favouritesOnly: boolean;
  favourites: readonly string[];
}

/**
 * The instruments the picker lists: favourites first, of every category, in the order they were
 * starred; then the rest in catalog order. A search looks through every category; without one the
 * rest are the browsed category's; "favourites only" lists the favourites alone.
 */
export function listInstruments({ instruments, category, query, favouritesOnly, favourites }: InstrumentListing): Instrument[] {
  const searching = query.trim() !== '';
  const starred = new Map(favourites.map((s, i) => [s, i]));
  const shown = instruments.filter((i) => {
    if (favouritesOnly && !starred.has(i.symbol)) return false;
    if (searching) return matchesInstrument(i, query);
    return starred.has(i.symbol) || i.trading_type === category;
  });
  const rank = (i: Instrument) => starred.get(i.symbol) ?? Number.MAX_SAFE_INTEGER;
  return shown
    .map((instrument, index) => ({ instrument, index }))
    .sort((a, b) => rank(a.instrument) - rank(b.instrument) || a.index - b.index)
    .map((x) => x.instrument);
}

/** A favourites list with the symbol added at the end, or taken out. */
export function toggleFavourite(favourites: readonly string[], symbol: string): string[] {
  return favourites.includes(symbol) ? favourites.filter((s) => s !== symbol) : [...favourites, symbol];
}

/** The payout of the chosen option for each direction, as the picker shows it: "Buy 75% · Sell 3%". */
export function payoutPercentsText(option: Pick<StrikeRate, 'buy' | 'sell'> | undefined): string {
  return option ? `Buy ${option.buy}% · Sell ${option.sell}%` : '';
}
