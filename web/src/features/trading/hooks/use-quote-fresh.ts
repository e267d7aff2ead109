import { useSyncExternalStore } from 'react';
import { quoteFreshness } from '../realtime/quote-freshness';

/** True while the symbol's latest quote arrived less than QUOTE_MAX_AGE_MS ago; re-renders only when that changes. */
export function useQuoteFresh(symbol: string): boolean {
  return useSyncExternalStore(quoteFreshness.subscribe, () => quoteFreshness.isFresh(symbol));
}
