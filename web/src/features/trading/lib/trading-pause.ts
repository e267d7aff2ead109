import type { ConnectionState } from '../../../shared/realtime/connection-state';

/** Why Buy and Sell are off: no live connection yet, none any more, or no price recent enough to trade on. */
export type TradingPause = 'connecting' | 'no-connection' | 'stale-price';

export const TRADING_PAUSE_TEXT: Record<TradingPause, string> = {
  connecting: 'Trading paused: connecting to live prices',
  'no-connection': 'Trading paused: no connection',
  'stale-price': 'Trading paused: waiting for a fresh price',
};

/** Trading needs the live connection and a fresh price of the symbol (DESIGN "Trust"); the connection is said first. */
export function tradingPause(connection: ConnectionState, priceFresh: boolean): TradingPause | null {
  if (connection === 'connecting') return 'connecting';
  if (connection !== 'live') return 'no-connection';
  return priceFresh ? null : 'stale-price';
}
