/** What every answer of the HTTP API shares: the envelope, the error body, the versioned balances. Each feature's answers live in its own contracts file. */

export interface ApiEnvelope<T> {
  status: boolean;
  message: string;
  data: T;
}

export interface ApiError {
  status: false;
  message: string;
  errors?: Record<string, string>;
}

/**
 * A user's two balances (USD), each with the version of its ledger account when it was read: the version
 * grows with every change, so of two readings of a balance the higher version is the newer one.
 */
export interface VersionedBalances {
  balance: number;
  demo_balance: number;
  balance_version: number;
  demo_balance_version: number;
}
