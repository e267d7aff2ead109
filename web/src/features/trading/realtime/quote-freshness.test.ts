import { describe, expect, it } from 'vitest';
import { QuoteFreshness } from './quote-freshness';

const MAX_AGE = 1_000;

/** Clocks driven by hand; the device's wall clock may be set off from the server's. */
function harness(deviceClockOffsetMs = 0) {
  let now = 0;
  const serverEpoch = 1_700_000_000_000;
  const timers = new Map<number, { at: number; run: () => void }>();
  let nextId = 1;
  const freshness = new QuoteFreshness(MAX_AGE, {
    monotonic: () => now,
    wall: () => serverEpoch + now + deviceClockOffsetMs,
    setTimer: (run, ms) => {
      timers.set(nextId, { at: now + ms, run });
      return nextId++;
    },
    clearTimer: (id) => timers.delete(id as number),
  });
  let heard = 0;
  freshness.subscribe(() => heard++);
  return {
    freshness,
    /** A tick quoted `ageMs` ago on the server's clock. */
    tick: (symbol: string, ageMs = 0) => ({ symbol, price: 100, time: serverEpoch + now - ageMs }),
    advance(ms: number) {
      now += ms;
      for (const [id, t] of [...timers]) {
        if (t.at > now) continue;
        timers.delete(id);
        t.run();
      }
    },
    heard: () => heard,
  };
}

describe('QuoteFreshness: a price is fresh for QUOTE_MAX_AGE_MS after its latest tick arrived', () => {
  it('no tick yet: stale; a live tick: fresh; no tick for the max age: stale, and subscribers hear of it', () => {
    const h = harness();
    expect(h.freshness.isFresh('BTCUSD')).toBe(false);
    h.freshness.received([h.tick('BTCUSD')]);
    expect(h.freshness.isFresh('BTCUSD')).toBe(true);
    expect(h.heard()).toBe(1);
    h.advance(MAX_AGE - 1);
    expect(h.freshness.isFresh('BTCUSD')).toBe(true);
    h.advance(2);
    expect(h.freshness.isFresh('BTCUSD')).toBe(false);
    expect(h.heard()).toBe(2);
  });

  it('ticks every half second keep it fresh without a notification per tick; the next tick after a pause makes it fresh again', () => {
    const h = harness();
    for (let i = 0; i < 10; i++) {
      h.freshness.received([h.tick('BTCUSD')]);
      h.advance(500);
    }
    expect(h.freshness.isFresh('BTCUSD')).toBe(true);
    expect(h.heard()).toBe(1);
    h.advance(1_000);
    expect(h.freshness.isFresh('BTCUSD')).toBe(false);
    h.freshness.received([h.tick('BTCUSD')]);
    expect(h.freshness.isFresh('BTCUSD')).toBe(true);
    expect(h.heard()).toBe(3);
  });

  it('each symbol on its own', () => {
    const h = harness();
    h.freshness.received([h.tick('BTCUSD'), h.tick('ETHUSD')]);
    h.advance(600);
    h.freshness.received([h.tick('BTCUSD')]);
    h.advance(600);
    expect(h.freshness.isFresh('BTCUSD')).toBe(true);
    expect(h.freshness.isFresh('ETHUSD')).toBe(false);
  });

  it('a device clock minutes off changes nothing for live ticks: their age is counted from arrival', () => {
    for (const offset of [-300_000, 300_000]) {
      const h = harness(offset);
      h.freshness.received([h.tick('BTCUSD')]);
      expect(h.freshness.isFresh('BTCUSD')).toBe(true);
    }
  });

  it('a tick not newer than the one known (a late duplicate) does not refresh the price', () => {
    const h = harness();
    const first = h.tick('BTCUSD');
    h.freshness.received([first]);
    h.advance(1_100);
    h.freshness.received([first, h.tick('BTCUSD', 2_000)]);
    expect(h.freshness.isFresh('BTCUSD')).toBe(false);
  });

  it('a quote loaded over HTTP counts from when it was quoted: a recent one is fresh, one from a stopped feed is not', () => {
    const h = harness();
    h.freshness.loaded([h.tick('BTCUSD', 200), h.tick('ETHUSD', 30_000)]);
    expect(h.freshness.isFresh('BTCUSD')).toBe(true);
    expect(h.freshness.isFresh('ETHUSD')).toBe(false);
    h.advance(801);
    expect(h.freshness.isFresh('BTCUSD')).toBe(false);
  });

  it('a loaded quote from a device clock behind the server is never younger than now', () => {
    const h = harness(-60_000);
    h.freshness.loaded([h.tick('BTCUSD', 30_000)]);
    expect(h.freshness.isFresh('BTCUSD')).toBe(true);
    h.advance(MAX_AGE + 1);
    expect(h.freshness.isFresh('BTCUSD')).toBe(false);
  });
});
