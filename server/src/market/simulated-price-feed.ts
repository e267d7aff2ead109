import { INSTRUMENTS, Instrument } from '../contracts/catalog';
import type { PriceTick } from '../contracts/events';
import { PriceFeed } from './price-feed';
import { gbmStep, hashString, normal, roundTo, seededRandom } from './random';

/** Seeded geometric Brownian motion per instrument, one tick per instrument each interval. */
export class SimulatedPriceFeed implements PriceFeed {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly seed: number,
    private readonly intervalMs: number,
    private readonly instruments: readonly Instrument[] = INSTRUMENTS,
  ) {}

  start(lastPrices: ReadonlyMap<string, number>, onTicks: (ticks: PriceTick[]) => void): void {
    this.stop();
    const random = seededRandom(this.seed ^ hashString(String(Date.now())));
    const prices = new Map(this.instruments.map((i) => [i.symbol, lastPrices.get(i.symbol) ?? i.reference_price]));
    const step = () => {
      const time = Date.now();
      const ticks = this.instruments.map((i) => {
        const next = gbmStep(prices.get(i.symbol)!, i.volatility, this.intervalMs / 1000, normal(random));
        prices.set(i.symbol, next);
        return { symbol: i.symbol, price: roundTo(next, i.decimals), time };
      });
      onTicks(ticks);
    };
    step();
    this.timer = setInterval(step, this.intervalMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}

/** A deterministic path of one-minute candles ending at the reference price, for the first start. */
export function backfillCandles(instrument: Instrument, seed: number, minutes: number, endMinute: number): [number, number, number, number, number][] {
  const random = seededRandom(seed ^ hashString(instrument.symbol));
  const subSteps = 6;
  let close = instrument.reference_price;
  const out: [number, number, number, number, number][] = [];
  // Walk backwards from the reference price, so the live feed continues from where history ends.
  for (let k = 0; k < minutes; k++) {
    let p = close;
    let high = p;
    let low = p;
    for (let s = 0; s < subSteps; s++) {
      p = gbmStep(p, instrument.volatility, 60 / subSteps, normal(random));
      high = Math.max(high, p);
      low = Math.min(low, p);
    }
    const open = p;
    const d = instrument.decimals;
    out.push([(endMinute - k) * 60, roundTo(open, d), roundTo(high, d), roundTo(low, d), roundTo(close, d)]);
    close = open;
  }
  return out.reverse();
}
