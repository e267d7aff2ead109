import { INSTRUMENTS, INSTRUMENTS_BY_SYMBOL } from '../contracts/instruments';
import {
  BACKFILL_DAYS,
  BACKFILL_MINUTES,
  backfillCandles,
  backfillHistory,
  dailyFromMinutes,
  msToNextTick,
  SimulatedPriceFeed,
  TICK_ALIGN_OFFSET_MS,
} from './simulated-price-feed';

const END_MINUTE = 29_000_000;

describe('backfillCandles', () => {
  const btc = INSTRUMENTS_BY_SYMBOL.get('BTCUSD')!;

  it('is the same path for the same seed, and another for another seed', () => {
    const a = backfillCandles(btc, 42, 120, END_MINUTE);
    expect(backfillCandles(btc, 42, 120, END_MINUTE)).toEqual(a);
    expect(backfillCandles(btc, 43, 120, END_MINUTE)).not.toEqual(a);
  });

  it('gives each instrument its own path from the same seed', () => {
    const eth = INSTRUMENTS_BY_SYMBOL.get('ETHUSD')!;
    const eth2 = INSTRUMENTS_BY_SYMBOL.get('ETHUSDT')!;
    const returns = (rows: number[][]) => rows.map((c) => c[4] / c[1]);
    expect(returns(backfillCandles(eth, 7, 30, END_MINUTE))).not.toEqual(returns(backfillCandles(eth2, 7, 30, END_MINUTE)));
  });

  it('has one candle a minute, ascending, ending at the end minute', () => {
    const rows = backfillCandles(btc, 1, 90, END_MINUTE);
    expect(rows).toHaveLength(90);
    rows.forEach(([time], i) => expect(time).toBe((END_MINUTE - 89 + i) * 60));
  });

  it.each(INSTRUMENTS.map((i) => [i.symbol, i] as const))(
    '%s: ends at the reference price, opens at the last close, high and low bound the body',
    (_s, instrument) => {
      const rows = backfillCandles(instrument, 20181, 240, END_MINUTE);
      const f = 10 ** instrument.decimals;
      const onGrid = (p: number) => Math.abs(Math.round(p * f) - p * f) < 1e-6;
      expect(rows[rows.length - 1][4]).toBe(Math.round(instrument.reference_price * f) / f);
      const bad = rows.filter(
        ([, open, high, low, close], i) =>
          !(high >= Math.max(open, close) && low <= Math.min(open, close) && low > 0) ||
          ![open, high, low, close].every(onGrid) ||
          (i > 0 && open !== rows[i - 1][4]),
      );
      expect(bad).toEqual([]);
    },
  );
});

describe('SimulatedPriceFeed', () => {
  afterEach(() => jest.useRealTimers());

  it('ticks every instrument each interval from the last prices, on its decimals', () => {
    jest.useFakeTimers({ now: 1_700_000_000_000 });
    const feed = new SimulatedPriceFeed(1, 500);
    const batches: { symbol: string; price: number; time: number }[][] = [];
    feed.start(new Map([['BTCUSD', 50_000]]), (ticks) => batches.push(ticks));
    expect(batches).toHaveLength(1); // a first batch at once
    jest.advanceTimersByTime(1000);
    feed.stop();
    jest.advanceTimersByTime(5000);
    expect(batches).toHaveLength(3);
    for (const batch of batches) {
      expect(batch.map((t) => t.symbol)).toEqual(INSTRUMENTS.map((i) => i.symbol));
      for (const t of batch) {
        const i = INSTRUMENTS_BY_SYMBOL.get(t.symbol)!;
        expect(t.price).toBeGreaterThan(0);
        expect(Math.round(t.price * 10 ** i.decimals)).toBeCloseTo(t.price * 10 ** i.decimals, 6);
      }
    }
    const btc = batches[0].find((t) => t.symbol === 'BTCUSD')!.price;
    expect(Math.abs(btc / 50_000 - 1)).toBeLessThan(0.01); // started from the given last price
    const eur = batches[0].find((t) => t.symbol === 'EURUSD')!.price;
    expect(Math.abs(eur / 1.158 - 1)).toBeLessThan(0.01); // and from the reference price otherwise
  });

  it('ticks just after each multiple of the interval on the wall clock, whenever it starts, so every whole second is followed by a tick', () => {
    jest.useFakeTimers({ now: 1_700_000_000_123 });
    const feed = new SimulatedPriceFeed(1, 500);
    const times: number[] = [];
    feed.start(new Map(), (ticks) => times.push(ticks[0].time));
    jest.advanceTimersByTime(2000);
    feed.stop();
    expect(times[0]).toBe(1_700_000_000_123); // the first at once
    expect(times.slice(1)).toEqual([500, 1000, 1500, 2000].map((ms) => 1_700_000_000_000 + ms + TICK_ALIGN_OFFSET_MS));
    expect(msToNextTick(1_700_000_001_000, 500)).toBe(TICK_ALIGN_OFFSET_MS);
    expect(msToNextTick(1_700_000_001_000 + TICK_ALIGN_OFFSET_MS, 500)).toBe(500);
    expect(msToNextTick(1_700_000_001_004, 1000)).toBe(1);
  });

  it('publishes nothing while its pause switch answers true, and resumes when it answers false', async () => {
    jest.useFakeTimers({ now: 1_700_000_000_000 });
    let paused = true;
    const feed = new SimulatedPriceFeed(1, 500, INSTRUMENTS, () => Promise.resolve(paused));
    let batches = 0;
    feed.start(new Map(), () => batches++);
    await jest.advanceTimersByTimeAsync(2000);
    expect(batches).toBe(0);
    paused = false;
    await jest.advanceTimersByTimeAsync(1000);
    feed.stop();
    expect(batches).toBe(2);
  });
});

describe('backfillHistory', () => {
  const instrument = INSTRUMENTS.find((i) => i.symbol === 'BTCUSD')!;
  const now = Date.UTC(2026, 10, 22, 10, 30);
  const { minutes, days } = backfillHistory(instrument, 7, now);

  it('holds a week of minutes and a year of days, ascending, without gaps', () => {
    expect(minutes).toHaveLength(BACKFILL_MINUTES);
    expect(days).toHaveLength(BACKFILL_DAYS);
    for (let k = 1; k < days.length; k++) expect(days[k][0] - days[k - 1][0]).toBe(86400);
  });

  it('days covered by minutes agree with them, and the series join without a jump', () => {
    const fromMinutes = dailyFromMinutes(minutes);
    expect(days.slice(-fromMinutes.length)).toEqual(fromMinutes);
    const firstMinuteDay = days.length - fromMinutes.length;
    expect(days[firstMinuteDay - 1][4]).toBe(minutes[0][1]);
    expect(days[days.length - 1][4]).toBe(instrument.reference_price);
  });

  it('is the same for the same seed', () => {
    expect(backfillHistory(instrument, 7, now).days).toEqual(days);
  });
});
