/** The trading plans ladder. */

/** Plans in ladder order; the user's trading_plan reads "<name>-<price>". */
export interface Plan {
  name: string;
  price: number;
  trades_per_day: number;
  vip: boolean;
}

export const PLANS: readonly Plan[] = [
  { name: 'Beginner', price: 3000, trades_per_day: 1, vip: false },
  { name: 'Gold', price: 7600, trades_per_day: 5, vip: false },
  { name: 'Platinum', price: 21199, trades_per_day: 10, vip: false },
  { name: 'Diamond', price: 50730, trades_per_day: 14, vip: true },
];

export const NO_PLAN = 'None';
