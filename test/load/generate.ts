/**
 * `loadtest generate`: a synthetic load file, Poisson arrivals at a rate, with an optional burst expiring
 * in one second, and a share of the trades closed early.
 */
import { INSTRUMENTS_BY_SYMBOL } from '../../server/src/contracts/instruments';
import { TRADE_LIMITS } from '../../server/src/contracts/limits';
import { type AccountMode, STRIKE_RATES, TRADE_MODES } from '../../server/src/contracts/trade-rules';
import { must } from '../support/must';
import { closeWindowMs } from './close-window';
import { exponentialGapMs, hashString, pick, type Random, seededRandom } from './random';
import type { Submission } from './submission';

export interface GenerateOptions {
  users: number;
  ratePerS: number;
  seconds: number;
  durations: readonly number[];
  symbols: readonly string[];
  mode: AccountMode;
  burst?: { atS: number; count: number };
  /** The share (0 to 1) of the lines whose duration leaves a close window that also close early; 0 when absent. */
  closeRatio?: number;
  seed: number;
}

/** Stakes of a few minimum amounts: a demo balance carries thousands of them. */
const STAKE_STEPS = [1, 2, 5, 10];

function line(random: Random, o: GenerateOptions, at_ms: number, duration: number, index: number): Submission {
  const symbol = pick(random, o.symbols);
  const instrument = must(INSTRUMENTS_BY_SYMBOL.get(symbol), `the instrument ${symbol}`);
  return {
    at_ms: Math.round(at_ms),
    // Every user has a first submission (when there are enough lines), then users are drawn at random.
    user: `u${index < o.users ? index + 1 : 1 + Math.floor(random() * o.users)}`,
    symbol: instrument.symbol,
    trading_type: instrument.trading_type,
    amount: TRADE_LIMITS.minAmount * pick(random, STAKE_STEPS),
    duration,
    mode: o.mode,
    strike_rate: pick(random, STRIKE_RATES).value,
    trade_mode: pick(random, TRADE_MODES),
  };
}

export function generate(o: GenerateOptions): Submission[] {
  const random = seededRandom(o.seed);
  const out: Submission[] = [];
  const endMs = o.seconds * 1000;
  for (let at = exponentialGapMs(random, o.ratePerS); at < endMs; at += exponentialGapMs(random, o.ratePerS)) {
    out.push(line(random, o, at, pick(random, o.durations), out.length));
  }
  if (o.burst) {
    // Sent within the same 100 ms with one duration, so their expiries fall in the same second.
    const startMs = o.burst.atS * 1000;
    const duration = Math.min(...o.durations);
    for (let k = 0; k < o.burst.count; k++) out.push(line(random, o, startMs + (k * 100) / o.burst.count, duration, out.length));
  }
  out.sort((a, b) => a.at_ms - b.at_ms);
  if (o.closeRatio) addCloses(out, o.closeRatio, o.seed);
  return out;
}

/**
 * Gives `ratio` of the lines that can be closed a `close_after_ms` drawn uniformly in their window. Its
 * own generator, so the submissions stay those the same seed writes without closes.
 */
function addCloses(lines: Submission[], ratio: number, seed: number): void {
  const random = seededRandom(hashString(`close:${seed}`));
  for (const l of lines) {
    const window = closeWindowMs(l.duration);
    if (!window || random() >= ratio) continue;
    l.close_after_ms = window.fromMs + Math.floor(random() * (window.toMs - window.fromMs + 1));
  }
}
