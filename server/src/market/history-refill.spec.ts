import { INSTRUMENTS_BY_SYMBOL } from '../contracts/instruments';
import { CandleRow } from './candle-fold';
import { daysMissing, missingHistory } from './history-refill';
import { BACKFILL_DAYS, BACKFILL_MINUTES, backfillHistory } from './simulated-price-feed';

const btc = INSTRUMENTS_BY_SYMBOL.get('BTCUSD')!;
const SEED = 20181;
// 12:34:56 UTC on some day: the minutes cover part of the first day.
const NOW = Date.UTC(2025, 2, 10, 12, 34, 56);
const nowMinute = Math.floor(NOW / 60000);
const today = Math.floor(NOW / 86_400_000);

describe('missingHistory', () => {
  it('is the first-start backfill when both series are empty', () => {
    expect(missingHistory(btc, SEED, NOW, { firstMinute: null, firstDay: null })).toEqual(backfillHistory(btc, SEED, NOW));
  });

  it('adds nothing when the series reach back far enough', () => {
    const full = backfillHistory(btc, SEED, NOW);
    expect(missingHistory(btc, SEED, NOW + 60_000, { firstMinute: full.minutes[0], firstDay: full.days[0] })).toEqual({ minutes: [], days: [] });
  });

  it('after the keys were lost and live candles began, refills older candles only, continuing into the live ones', () => {
    // Live: the current minute and day, as the feed recreated them.
    const liveMinute: CandleRow = [nowMinute * 60, 50_000, 50_100, 49_900, 50_050];
    const liveDay: CandleRow = [today * 86400, 50_000, 50_100, 49_900, 50_050];
    const { minutes, days } = missingHistory(btc, SEED, NOW, { firstMinute: liveMinute, firstDay: liveDay }, [liveMinute]);

    expect(minutes).toHaveLength(BACKFILL_MINUTES);
    expect(minutes[minutes.length - 1][0]).toBe(liveMinute[0] - 60);
    expect(minutes[minutes.length - 1][4]).toBe(liveMinute[1]);
    minutes.forEach((c, i) => i && expect(c[0] - minutes[i - 1][0]).toBe(60));

    expect(days.every((d) => d[0] < liveDay[0])).toBe(true);
    expect(days[days.length - 1][0]).toBe(liveDay[0] - 86400);
    expect(days).toHaveLength(BACKFILL_DAYS - 1);
    expect(daysMissing(NOW, days[0])).toBe(false);
    // Deterministic from the seed.
    expect(missingHistory(btc, SEED, NOW, { firstMinute: liveMinute, firstDay: liveDay }, [liveMinute])).toEqual({ minutes, days });
  });

  it('refills the days alone from the stored minutes when only the daily series was lost', () => {
    const full = backfillHistory(btc, SEED, NOW);
    const liveDay: CandleRow = [today * 86400, 1, 1, 1, 1];
    const stored = full.minutes.filter((m) => m[0] < liveDay[0]);
    const { minutes, days } = missingHistory(btc, SEED, NOW, { firstMinute: full.minutes[0], firstDay: liveDay }, stored);
    expect(minutes).toEqual([]);
    // The days the minutes cover agree with them, as on a first start.
    expect(days).toEqual(full.days.filter((d) => d[0] < liveDay[0]));
  });
});
