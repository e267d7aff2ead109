/** Money: integer cents inside, dollars with two decimals in the API. */

export const DEMO_STARTING_BALANCE = 10_000;

/** Money is held in integer cents; the API speaks dollars with two decimals. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number | bigint | string): number {
  return Number(cents) / 100;
}

/** Profit of a winning stake, in cents, rounded down (the house never pays a fraction of a cent). */
export function profitCents(stakeCents: number, percent: number): number {
  return Math.floor((stakeCents * percent) / 100);
}
