/** Draws for the load generator, from the simulated feed's seeded generator (a load file is made again from its seed). */
import { hashString, seededRandom } from '../../server/src/market/random';

export { hashString, seededRandom };
export type Random = () => number;

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** The gap to the next arrival of a Poisson process of `ratePerS` arrivals per second, in ms. */
export const exponentialGapMs = (random: Random, ratePerS: number): number => (-Math.log(1 - random()) / ratePerS) * 1000;
