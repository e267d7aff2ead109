/** A small seedable generator (mulberry32) so a generated load file can be made again from its seed. */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** The gap to the next arrival of a Poisson process of `ratePerS` arrivals per second, in ms. */
export const exponentialGapMs = (random: Random, ratePerS: number): number => (-Math.log(1 - random()) / ratePerS) * 1000;
