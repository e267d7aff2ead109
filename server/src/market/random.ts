/** Small seeded PRNG (mulberry32) and a normal draw, so simulated prices repeat from a seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function normal(random: () => number): number {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

const SECONDS_PER_YEAR = 365 * 86400;

/** One geometric Brownian motion step without drift over dtSeconds with annualised volatility sigma. */
export function gbmStep(price: number, sigma: number, dtSeconds: number, z: number): number {
  const dt = dtSeconds / SECONDS_PER_YEAR;
  return price * Math.exp(-0.5 * sigma * sigma * dt + sigma * Math.sqrt(dt) * z);
}

export function roundTo(price: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(price * f) / f;
}
