import { CANDLE_SECONDS, type CandleInterval } from '@contracts/market';

/** The candle lengths the trading screen offers, shortest first (lengths from CANDLE_SECONDS). */
export const TRADING_TIMEFRAMES = ['5s', '15s', '1m', '5m', '1h'] as const satisfies readonly CandleInterval[];
export type TradingTimeframe = (typeof TRADING_TIMEFRAMES)[number];

export const DEFAULT_TIMEFRAME: TradingTimeframe = '1m';

/** Where the trader's last choice is kept. */
export const TIMEFRAME_STORAGE_KEY = 'trading-chart:timeframe';

export function isTradingTimeframe(value: unknown): value is TradingTimeframe {
  return typeof value === 'string' && (TRADING_TIMEFRAMES as readonly string[]).includes(value);
}

/** The button's words for a screen reader: "5s" → "5 seconds", "1h" → "1 hour". */
export function timeframeName(interval: TradingTimeframe): string {
  const seconds = CANDLE_SECONDS[interval];
  const [n, unit] = seconds >= 3600 ? [seconds / 3600, 'hour'] : seconds >= 60 ? [seconds / 60, 'minute'] : [seconds, 'second'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** The stored choice, or the default when nothing (or something unknown) was stored. */
export function storedTimeframe(storage: Pick<Storage, 'getItem'> | undefined): TradingTimeframe {
  try {
    const value = storage?.getItem(TIMEFRAME_STORAGE_KEY);
    return isTradingTimeframe(value) ? value : DEFAULT_TIMEFRAME;
  } catch {
    // Storage can be refused (private modes, blocked cookies): the default then.
    return DEFAULT_TIMEFRAME;
  }
}
