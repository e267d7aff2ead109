import { EMA, MACD, RSI, SMA } from 'trading-signals';

/**
 * A technical summary of a price history, computed with trading-signals: simple and exponential
 * moving averages, RSI(14) and MACD(12, 26, 9), each read as Buy, Neutral or Sell, and an overall
 * verdict. It describes past prices; it predicts nothing.
 */

export type Verdict = 'Buy' | 'Neutral' | 'Sell';

export interface IndicatorReading {
  name: string;
  /** Null while the history is too short for the indicator. */
  value: number | null;
  verdict: Verdict | null;
}

export interface Analysis {
  movingAverages: IndicatorReading[];
  oscillators: IndicatorReading[];
  counts: Record<Verdict, number>;
  /** Null when no indicator could be computed. */
  summary: Verdict | null;
}

export const MA_PERIODS = [10, 20, 50, 100, 200] as const;
export const RSI_PERIOD = 14;
export const RSI_OVERSOLD = 30;
export const RSI_OVERBOUGHT = 70;
export const MACD_PERIODS = { short: 12, long: 26, signal: 9 } as const;
/** The share of net Buy (or Sell) readings beyond which the summary leaves Neutral. */
export const SUMMARY_THRESHOLD = 0.2;

/** Feeds every close to an indicator and answers its last result once it is stable. */
function last<T>(indicator: { add(price: number): T | null; isStable: boolean }, closes: readonly number[]): T | null {
  let result: T | null = null;
  for (const close of closes) result = indicator.add(close);
  return indicator.isStable ? result : null;
}

/** Price above its average reads Buy, below reads Sell. */
function versus(price: number, average: number | null): Verdict | null {
  if (average === null) return null;
  return price > average ? 'Buy' : price < average ? 'Sell' : 'Neutral';
}

export function analyse(closes: readonly number[]): Analysis {
  const price = closes.at(-1);
  const movingAverages: IndicatorReading[] = [];
  const oscillators: IndicatorReading[] = [];

  for (const period of MA_PERIODS) {
    const sma = last(new SMA(period), closes);
    const ema = last(new EMA(period), closes);
    movingAverages.push({ name: `SMA (${period})`, value: sma, verdict: price === undefined ? null : versus(price, sma) });
    movingAverages.push({ name: `EMA (${period})`, value: ema, verdict: price === undefined ? null : versus(price, ema) });
  }

  const rsi = last(new RSI(RSI_PERIOD), closes);
  oscillators.push({
    name: `RSI (${RSI_PERIOD})`,
    value: rsi,
    verdict: rsi === null ? null : rsi < RSI_OVERSOLD ? 'Buy' : rsi > RSI_OVERBOUGHT ? 'Sell' : 'Neutral',
  });

  const macd = last(new MACD(new EMA(MACD_PERIODS.short), new EMA(MACD_PERIODS.long), new EMA(MACD_PERIODS.signal)), closes);
  oscillators.push({
    name: `MACD (${MACD_PERIODS.short}, ${MACD_PERIODS.long}, ${MACD_PERIODS.signal})`,
    value: macd?.macd ?? null,
    verdict: macd === null ? null : macd.macd > macd.signal ? 'Buy' : macd.macd < macd.signal ? 'Sell' : 'Neutral',
  });

  const counts: Record<Verdict, number> = { Buy: 0, Neutral: 0, Sell: 0 };
  for (const reading of [...movingAverages, ...oscillators]) if (reading.verdict) counts[reading.verdict] += 1;
  return { movingAverages, oscillators, counts, summary: summarise(counts) };
}

export function summarise(counts: Record<Verdict, number>): Verdict | null {
  const total = counts.Buy + counts.Neutral + counts.Sell;
  if (total === 0) return null;
  const score = (counts.Buy - counts.Sell) / total;
  if (score >= SUMMARY_THRESHOLD) return 'Buy';
  if (score <= -SUMMARY_THRESHOLD) return 'Sell';
  return 'Neutral';
}
