import { QUOTE_MAX_AGE_MS } from '@contracts/quotes';
import type { PriceTick } from '@contracts/events';

interface Clocks {
  /** A monotonic clock (performance.now): arrivals are measured on it, so the device's clock may be off or jump. */
  monotonic(): number;
  /** The device's wall clock, only to place a quote loaded over HTTP (its time is the server's). */
  wall(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
}

const browserClocks: Clocks = {
  monotonic: () => performance.now(),
  wall: () => Date.now(),
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (timer) => clearTimeout(timer as number),
};

interface Latest {
  /** The quote's own time (the server's clock): an older quote arriving late never counts as news. */
  time: number;
  /** When it reached this page, on the monotonic clock. */
  arrivedAt: number;
  expiry: unknown;
}

/**
 * Whether each symbol's price is fresh enough to trade on. A quote's age is measured from when it
 * *arrived here* (on the page's monotonic clock), not by comparing its `time` with the device's clock:
 * a device clock a few seconds off would otherwise show every price stale, or none. A price is fresh for
 * `maxAgeMs` after its latest live tick arrived; a quote loaded over HTTP (the first paint) counts as
 * having arrived when it was quoted, as far as the device's clock can tell, and never later than now.
 * Subscribers hear only of changes of freshness, not of every tick.
 */
export class QuoteFreshness {
  private readonly latest = new Map<string, Latest>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly maxAgeMs = QUOTE_MAX_AGE_MS,
    private readonly clocks: Clocks = browserClocks,
  ) {}

  /** Ticks pushed by the socket: they arrive now. */
  received(ticks: readonly PriceTick[]): void {
    const now = this.clocks.monotonic();
    this.record(ticks.map((tick) => [tick, now]));
  }

  /** Quotes loaded over HTTP: as old as the device's clock says, at least 0. */
  loaded(ticks: readonly PriceTick[]): void {
    const now = this.clocks.monotonic();
    const wall = this.clocks.wall();
    this.record(ticks.map((tick) => [tick, now - Math.max(0, wall - tick.time)]));
  }

  isFresh(symbol: string): boolean {
    const latest = this.latest.get(symbol);
    return latest !== undefined && this.clocks.monotonic() - latest.arrivedAt < this.maxAgeMs;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private record(arrivals: [PriceTick, number][]): void {
    let changed = false;
    for (const [tick, arrivedAt] of arrivals) {
      const known = this.latest.get(tick.symbol);
      if (known && known.time >= tick.time) continue;
      const wasFresh = this.isFresh(tick.symbol);
      if (known) this.clocks.clearTimer(known.expiry);
      const left = this.maxAgeMs - (this.clocks.monotonic() - arrivedAt);
      // A timer may fire a hair early on the monotonic clock: a millisecond past the edge, it is surely stale.
      const expiry = left > 0 ? this.clocks.setTimer(() => this.notify(), left + 1) : undefined;
      this.latest.set(tick.symbol, { time: tick.time, arrivedAt, expiry });
      changed ||= wasFresh !== this.isFresh(tick.symbol);
    }
    if (changed) this.notify();
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

/** The app's one record of quote arrivals, fed by the socket's ticks and the prices' first load. */
export const quoteFreshness = new QuoteFreshness();
