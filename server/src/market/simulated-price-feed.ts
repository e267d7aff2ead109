import { INSTRUMENTS, Instrument } from '../contracts/instruments';
import type { PriceTick } from '../contracts/events';
import { CandleRow, foldCandles } from './candle-fold';
import { PriceFeed } from './price-feed';
import { gbmStep, hashString, normal, roundTo, seededRandom } from './random';

/**
 * Ticks fall this long after each multiple of the interval on the wall clock: with an interval that
 * divides a second, a tick follows every whole second within milliseconds, so the trades expiring at
 * that second have their price decided at once (the consistent-tick rule waits for a later tick).
 */
export const TICK_ALIGN_OFFSET_MS = 5;

/** Milliseconds from `now` to the next aligned tick. */
export function msToNextTick(now: number, intervalMs: number): number {
  return intervalMs - ((((now - TICK_ALIGN_OFFSET_MS) % intervalMs) + intervalMs) % intervalMs);
}

/** Seeded geometric Brownian motion per instrument, one tick per instrument each interval, aligned to the wall clock. */
export class SimulatedPriceFeed implements PriceFeed {
  private timer?: NodeJS.Timeout;
  /** The current run; a step of a stopped run does nothing. */
  private run = 0;

  /** `paused`, asked before each interval's ticks: while it answers true, none are published (fault tests). */
  constructor(
    private readonly seed: number,
    private readonly intervalMs: number,
    private readonly instruments: readonly Instrument[] = INSTRUMENTS,
    private readonly paused?: () => Promise<boolean>,
  ) {}

  start(lastPrices: ReadonlyMap<string, number>, onTicks: (ticks: PriceTick[]) => void): void {
    this.stop();
    const run = ++this.run;
    const random = seededRandom(this.seed ^ hashString(String(Date.now())));
    const prices = new Map(this.instruments.map((i) => [i.symbol, lastPrices.get(i.symbol) ?? i.reference_price]));
    const step = () => {
      const time = Date.now();
      const ticks = this.instruments.map((i) => {
        const next = gbmStep(prices.get(i.symbol) ?? i.reference_price, i.volatility, this.intervalMs / 1000, normal(random));
        prices.set(i.symbol, next);
        return { symbol: i.symbol, price: roundTo(next, i.decimals), time };
      });
      onTicks(ticks);
    };
    let checking = false;
    const maybeStep = async (paused: () => Promise<boolean>) => {
      if (checking) return;
      checking = true;
      try {
        const skip = await paused().catch(() => false);
        if (!skip && this.run === run) step();
      } finally {
        checking = false;
      }
    };
    const paused = this.paused;
    const next = paused ? () => void maybeStep(paused) : step;
    const schedule = () => {
      this.timer = setTimeout(
        () => {
          if (this.run !== run) return;
          schedule();
          next();
        },
        msToNextTick(Date.now(), this.intervalMs),
      );
    };
    schedule();
    next();
  }

  stop(): void {
    this.run++;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/**
 * Walks a GBM path backwards from a closing price: `count` bars of `barSeconds`, the last one starting
 * at `lastBarStart`, each bar's high and low from `subSteps` steps. Ascending in time.
 */
function walkBackwards(
  instrument: Instrument,
  random: () => number,
  count: number,
  barSeconds: number,
  subSteps: number,
  close: number,
  lastBarStart: number,
): CandleRow[] {
  const out: CandleRow[] = [];
  const d = instrument.decimals;
  for (let k = 0; k < count; k++) {
    let p = close;
    let high = p;
    let low = p;
    for (let s = 0; s < subSteps; s++) {
      p = gbmStep(p, instrument.volatility, barSeconds / subSteps, normal(random));
      if (p > high) high = p;
      if (p < low) low = p;
    }
    out.push([lastBarStart - k * barSeconds, roundTo(p, d), roundTo(high, d), roundTo(low, d), roundTo(close, d)]);
    close = p;
  }
  return out.reverse();
}

/**
 * A deterministic path of one-minute candles ending at `close` (the reference price on a first start,
 * so the live feed continues from where history ends; the open of the oldest stored candle on a refill).
 */
export function backfillCandles(instrument: Instrument, seed: number, minutes: number, endMinute: number, close = instrument.reference_price): CandleRow[] {
  return walkBackwards(instrument, seededRandom(seed ^ hashString(instrument.symbol)), minutes, 60, 6, close, endMinute * 60);
}

/** Daily candles from one-minute candles (ascending), one per UTC day. */
export function dailyFromMinutes(minutes: CandleRow[]): CandleRow[] {
  return foldCandles(minutes, 86400);
}

/** A deterministic path of daily candles ending (at its last close) at endClose, before endDay. */
export function backfillDays(instrument: Instrument, seed: number, days: number, endDay: number, endClose: number): CandleRow[] {
  const random = seededRandom((seed ^ hashString(`${instrument.symbol}:daily`)) >>> 0);
  return walkBackwards(instrument, random, days, 86400, 8, endClose, (endDay - 1) * 86400);
}

export const BACKFILL_MINUTES = 7 * 1440;
export const BACKFILL_DAYS = 366;

/**
 * History for a first start: a week of one-minute candles ending at the reference price, and a year
 * of daily candles continuing backwards from where the minutes begin (the days the minutes cover
 * are built from them, so both series agree).
 */
export function backfillHistory(instrument: Instrument, seed: number, nowMs: number): { minutes: CandleRow[]; days: CandleRow[] } {
  const minutes = backfillCandles(instrument, seed, BACKFILL_MINUTES, Math.floor(nowMs / 60000) - 1);
  const fromMinutes = dailyFromMinutes(minutes);
  const firstDay = fromMinutes[0][0] / 86400;
  const earlier = backfillDays(instrument, seed, BACKFILL_DAYS - fromMinutes.length, firstDay, minutes[0][1]);
  return { minutes, days: [...earlier, ...fromMinutes] };
}
