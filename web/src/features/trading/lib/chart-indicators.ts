import { BollingerBands, EMA, RSI, SMA } from 'trading-signals';
import { RSI_OVERBOUGHT, RSI_OVERSOLD, RSI_PERIOD } from '@contracts/rules/technical-analysis';

/** The chart's indicators over candles' closes, computed with trading-signals; each series starts once its indicator is stable. */

export interface ClosePoint {
  /** Epoch seconds of the candle. */
  time: number;
  close: number;
}

export interface IndicatorPoint {
  time: number;
  value: number;
}

export const BOLLINGER_PERIOD = 20;
export const BOLLINGER_DEVIATIONS = 2;
export { RSI_OVERBOUGHT, RSI_OVERSOLD, RSI_PERIOD };

/** Feeds each close to an indicator and keeps its stable results, one point per candle. */
function series<R>(bars: readonly ClosePoint[], indicator: { add(price: number): R | null; isStable: boolean }): { time: number; result: R }[] {
  const out: { time: number; result: R }[] = [];
  for (const bar of bars) {
    const result = indicator.add(bar.close);
    if (result !== null && indicator.isStable) out.push({ time: bar.time, result });
  }
  return out;
}

const values = (points: { time: number; result: number }[]): IndicatorPoint[] => points.map(({ time, result }) => ({ time, value: result }));

/** Simple moving average of `period` closes. */
export function smaPoints(bars: readonly ClosePoint[], period: number): IndicatorPoint[] {
  return values(series(bars, new SMA(period)));
}

/** Exponential moving average of `period` closes (seeded by the first close, shown from the period-th). */
export function emaPoints(bars: readonly ClosePoint[], period: number): IndicatorPoint[] {
  return values(series(bars, new EMA(period)));
}

export interface BandPoints {
  upper: IndicatorPoint[];
  middle: IndicatorPoint[];
  lower: IndicatorPoint[];
}

/** Bollinger bands: the `period` SMA and `deviations` standard deviations above and below it. */
export function bollingerPoints(bars: readonly ClosePoint[], period = BOLLINGER_PERIOD, deviations = BOLLINGER_DEVIATIONS): BandPoints {
  const points = series(bars, new BollingerBands(period, deviations));
  const band = (key: keyof BandPoints) => points.map(({ time, result }) => ({ time, value: result[key] }));
  return { upper: band('upper'), middle: band('middle'), lower: band('lower') };
}

/** Wilder's relative strength index (0 to 100) of `period` closes. */
export function rsiPoints(bars: readonly ClosePoint[], period = RSI_PERIOD): IndicatorPoint[] {
  return values(series(bars, new RSI(period)));
}
