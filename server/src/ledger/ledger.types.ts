import type { AccountMode } from '../contracts/trade-rules';

export type AccountKind = 'user' | 'escrow' | 'house' | 'external_deposits' | 'external_withdrawals' | 'pending_withdrawals' | 'pending_plans' | 'adjustments';

export interface TransferRequest {
  debitAccountId: string;
  creditAccountId: string;
  /** Cents, > 0. */
  amount: number;
  kind: string;
  /** Unique business reference (trade:123:stake): a second transfer with it is refused. */
  reference: string;
}

export interface Balances {
  /** Real USD balance in cents. */
  real: number;
  /** Demo balance in cents. */
  demo: number;
  /** The real account's version when `real` was read (it grows with every change of the balance). */
  realVersion: number;
  /** The demo account's version when `demo` was read. */
  demoVersion: number;
}

/** A user without accounts (yet). */
export const NO_BALANCES: Readonly<Balances> = { real: 0, demo: 0, realVersion: 0, demoVersion: 0 };

/** The field of Balances holding each mode's version. */
export const VERSION_OF = { real: 'realVersion', demo: 'demoVersion' } as const satisfies Record<Mode, keyof Balances>;

/** The balances after one mode's account moved to `balance` at `version`, the other mode as read. */
export function balancesAfter(mode: Mode, own: { balance: number; version: number }, other: { balance: number; version: number }): Balances {
  const real = mode === 'real' ? own : other;
  const demo = mode === 'real' ? other : own;
  return { real: real.balance, demo: demo.balance, realVersion: real.version, demoVersion: demo.version };
}

export interface UserAccountIds {
  user: string;
  escrow: string;
}

/** A user's two accounts of one mode, locked, with the cents they hold. */
export interface LockedUserAccounts extends UserAccountIds {
  /** The user account's balance in this mode. */
  balance: number;
  /** The user account's version in this mode. */
  version: number;
  /** The user account's balance in the other mode (read, not locked). */
  otherModeBalance: number;
  /** The user account's version in the other mode. */
  otherModeVersion: number;
}

export type Mode = AccountMode;

/** The key of a (user, mode) pair in maps of locked accounts. */
export const ownerKey = (userId: string, mode: Mode): string => `${userId}:${mode}`;

/** The accounts a settlement moves for one (user, mode): the user's, their escrow and the mode's house. */
export interface SettlementAccounts {
  user: string;
  escrow: string;
  house: string;
}

/** A settled trade's stake: whose, in which mode, and what goes back to them. */
export interface SettledStake {
  tradeId: string;
  userId: string;
  mode: Mode;
  /** Cents held in escrow. */
  stake: number;
  /** Cents returned to the user: 0 lost, the stake on a draw, stake plus profit on a win, a close's value. */
  returned: number;
}
