import { DEMO_STARTING_BALANCE } from './money';

/**
 * The demo reset (POST /api/users/demo-reset): the demo balance back to DEMO_STARTING_BALANCE through
 * the ledger. It answers the versioned balances (api.ts VersionedBalances).
 */
export const DEMO_RESET_MESSAGES = {
  done: `Your demo balance is back to $${DEMO_STARTING_BALANCE.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  openTrades: 'Close or wait for your open demo trades before resetting',
} as const;
