/** Candles of the price chart, shared by the server and the web app. */

export interface Candle {
  /** Epoch seconds of the candle's start. */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

export const CANDLE_INTERVALS = ['5s', '15s', '1m', '5m', '15m', '1h', '1d'] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];
/** Each interval's length in seconds. */
export const CANDLE_SECONDS: Record<CandleInterval, number> = { '5s': 5, '15s': 15, '1m': 60, '5m': 300, '15m': 900, '1h': 3600, '1d': 86400 };
