import { INSTRUMENTS_BY_SYMBOL } from '@contracts/instruments';

/** "BCHBTC" → "BCH/BTC" from the catalog; unknown symbols as they are. */
export function instrumentName(symbol: string): string {
  return INSTRUMENTS_BY_SYMBOL.get(symbol)?.name ?? symbol;
}

export function instrumentDecimals(symbol: string): number {
  return INSTRUMENTS_BY_SYMBOL.get(symbol)?.decimals ?? 2;
}
