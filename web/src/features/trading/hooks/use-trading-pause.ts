import { useConnectionState } from '../../../shared/realtime/connection-state';
import { tradingPause, type TradingPause } from '../lib/trading-pause';
import { useQuoteFresh } from './use-quote-fresh';

/** Why trading the symbol is paused right now, or null when Buy and Sell may be used. */
export function useTradingPause(symbol: string): TradingPause | null {
  return tradingPause(useConnectionState(), useQuoteFresh(symbol));
}
