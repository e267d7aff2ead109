import { SECONDS_PER_YEAR } from '../contracts/instruments';

// Taken once: a history refill makes millions of these calls, and a global lookup per call is slow where
// the code runs in a vm context (jest's), ten times slower than plain Node.
const { imul, sqrt, log, cos, exp, round, PI } = Math;

/** Small seeded PRNG (mulberry32) and a normal draw, so simulated prices repeat from a seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function normal(random: () => number): number {
  const u = 1 - random();
  const v = random();
  return sqrt(-2 * log(u)) * cos(2 * PI * v);
}

export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** One geometric Brownian motion step without drift over dtSeconds with annualised volatility sigma. */
export function gbmStep(price: number, sigma: number, dtSeconds: number, z: number): number {
  const dt = dtSeconds / SECONDS_PER_YEAR;
  return price * exp(-0.5 * sigma * sigma * dt + sigma * sqrt(dt) * z);
}

export function roundTo(price: number, decimals: number): number {
  const f = 10 ** decimals;
  return round(price * f) / f;
}
