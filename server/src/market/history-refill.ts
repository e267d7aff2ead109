import type { Instrument } from '../contracts/instruments';
import { CandleRow } from './candle-fold';
import { BACKFILL_DAYS, BACKFILL_MINUTES, backfillCandles, backfillDays, backfillHistory, dailyFromMinutes } from './simulated-price-feed';

const DAY = 86400;

/** The oldest stored candle of each series (null: the series is empty). */
export interface StoredHistory {
  firstMinute: CandleRow | null;
  firstDay: CandleRow | null;
}

/** Whether the daily series reaches back BACKFILL_DAYS; when not, the refill needs the stored minutes before its first day. */
export function daysMissing(nowMs: number, firstDay: CandleRow | null): boolean {
  const wantFromDay = Math.floor(nowMs / 1000 / DAY) - BACKFILL_DAYS + 1;
  return !firstDay || firstDay[0] / DAY > wantFromDay;
}

/**
 * The candles to add so the series reach back a week of minutes and BACKFILL_DAYS days again, after
 * Redis lost them: deterministic from the seed, every one older than the oldest stored candle (live
 * candles are never overwritten), the minutes walking backwards from that candle's open. The days
 * the minutes cover are folded from them (`storedMinutes`: the stored minutes before the first stored
 * day, needed only when daysMissing), the earlier ones walk backwards from the oldest minute's open.
 */
export function missingHistory(
  instrument: Instrument,
  seed: number,
  nowMs: number,
  { firstMinute, firstDay }: StoredHistory,
  storedMinutes: CandleRow[] = [],
): { minutes: CandleRow[]; days: CandleRow[] } {
  if (!firstMinute && !firstDay) return backfillHistory(instrument, seed, nowMs);
  const nowMinute = Math.floor(nowMs / 60000);
  const endMinute = firstMinute ? firstMinute[0] / 60 - 1 : nowMinute - 1;
  const count = endMinute - (nowMinute - BACKFILL_MINUTES) + 1;
  const minutes = count > 0 ? backfillCandles(instrument, seed, count, endMinute, firstMinute?.[1]) : [];
  if (!daysMissing(nowMs, firstDay)) return { minutes, days: [] };

  const today = Math.floor(nowMs / 1000 / DAY);
  const limitDay = firstDay ? firstDay[0] / DAY : today + 1;
  const known = [...minutes, ...storedMinutes.filter((c) => c[0] < limitDay * DAY)];
  const folded = dailyFromMinutes(known).filter((d) => d[0] < limitDay * DAY);
  const earliestDay = folded.length ? folded[0][0] / DAY : limitDay;
  const earliestOpen = known.length ? known[0][1] : (firstDay?.[1] ?? instrument.reference_price);
  const wanted = earliestDay - (today - BACKFILL_DAYS + 1);
  const earlier = wanted > 0 ? backfillDays(instrument, seed, wanted, earliestDay, earliestOpen) : [];
  return { minutes, days: [...earlier, ...folded] };
}
