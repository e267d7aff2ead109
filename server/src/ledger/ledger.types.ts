import type { AccountMode } from '../contracts/trade-rules';

export type AccountKind = 'user' | 'escrow' | 'house' | 'external_deposits' | 'external_withdrawals' | 'pending_withdrawals' | 'pending_plans';

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
}

export interface UserAccountIds {
  user: string;
  escrow: string;
}

/** A user's two accounts of one mode, locked, with the cents they hold. */
export interface LockedUserAccounts extends UserAccountIds {
  /** The user account's balance in this mode. */
  balance: number;
  /** The user account's balance in the other mode (read, not locked). */
  otherModeBalance: number;
}

export type Mode = AccountMode;

/** A trade's stake to hold: cents from the user's account of this mode. */
export interface StakeRequest {
  userId: string;
  mode: Mode;
  amount: number;
}

/** The trade the stake was held for, and the user's balances after the hold. */
export interface HeldStake<T> {
  trade: T;
  balances: Balances;
}

/** Account ids found (and locked) for a set of users. */
export interface AccountDirectory {
  of(userId: string, kind: 'user' | 'escrow', mode: Mode): string;
  house(mode: Mode): string;
}
