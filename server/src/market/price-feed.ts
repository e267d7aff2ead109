import type { PriceTick } from '../contracts/events';

/**
 * A source of prices. The simulated feed is the default; a historical replay or an exchange's
 * public stream plugs in behind the same interface.
 */
export interface PriceFeed {
  /** Starts producing ticks from the given last prices (symbol -> price); calls onTicks with each batch. */
  start(lastPrices: ReadonlyMap<string, number>, onTicks: (ticks: PriceTick[]) => void): void;
  stop(): void;
}

export const PRICE_FEED = Symbol('PRICE_FEED');
