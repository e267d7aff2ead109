import type { CryptoCurrency } from '@contracts/funds';
import type { AccountMode } from '@contracts/trade-rules';
import type { AuditFilter } from '../../features/backoffice/lib/audit-filter';
import type { ReviewKind } from '../../features/backoffice/item/lib/item-kind';
import type { QueueName } from '../../features/backoffice/lib/queues';
import type { QueueFilter } from '../../features/backoffice/lib/queue-filter';

/**
 * Every react-query key of the app, in this one file, so the live events, the mutations and the
 * queries patch and read the same entries.
 */
export const queryKeys = {
  /** The signed-in user: the only place it is kept (see user-cache.ts). */
  me: ['me'] as const,
  trades: (mode: AccountMode) => ['trades', mode] as const,
  /** What closing one open trade returns now (a quote valid for a second). */
  closeQuote: (tradeId: number) => ['close-quote', tradeId] as const,
  /** A final trade's signed receipt and proofs (sealed once, never changes). */
  tradeReceipt: (tradeId: number) => ['trade-receipt', tradeId] as const,
  /** The platform's public keys that sign receipts and tick commitments. */
  settlementKeys: ['settlement-keys'] as const,
  tradingOptions: ['trading-options'] as const,
  prices: ['prices'] as const,
  /** Every history of every symbol: what a reconnect refetches. */
  allCandles: ['candles'] as const,
  candles: (symbol: string, interval: string, limit: number) => ['candles', symbol, interval, limit] as const,
  publicPayouts: ['public-payouts'] as const,
  verification: ['verification'] as const,
  /** The client's live sign-ins (the security screen), refetched after ending any. */
  sessions: ['account-sessions'] as const,
  /** The client's sign-in attempts of the last 90 days. */
  loginHistory: ['login-history'] as const,
  /** The client's account statement of one account, range and kind group (its pages, newest first). */
  statement: (filters: { mode: AccountMode; from: string; to: string; group: string }) => ['statement', filters] as const,
  /** The client's responsible-trading limits, their usage and any exclusion (limits page, exclusion banner). */
  accountLimits: ['account-limits'] as const,
  /** This sign-in's reality check: when it is due and what the session has done in real money. */
  realityCheck: ['reality-check'] as const,
  /** The document of one record: the file address stays the same from one upload to the next. */
  verificationFile: (url: string, createdAt: string) => ['verification-file', url, createdAt] as const,
  resetDetails: (hash: string) => ['reset-details', hash] as const,
  plans: ['plans'] as const,
  ats: ['ats'] as const,
};

/** The funds screens' entries: the socket events and the mutations patch the same lists. */
export const fundsKeys = {
  deposits: ['deposits'] as const,
  withdrawals: ['withdrawals'] as const,
  profits: ['profits'] as const,
  walletAddress: (currency: CryptoCurrency) => ['deposit-address', currency] as const,
  quote: (currency: CryptoCurrency, usdAmount: number) => ['deposit-quote', currency, usdAmount] as const,
};

/** The back office's entries, the item view's included: all under ['backoffice'], refreshed together on `backoffice:item-updated`. */
export const backofficeKeys = {
  all: ['backoffice'] as const,
  summary: ['backoffice', 'summary'] as const,
  queue: (queue: QueueName, filter: QueueFilter) => ['backoffice', 'queue', queue, filter] as const,
  queues: ['backoffice', 'queue'] as const,
  audit: (filter: AuditFilter) => ['backoffice', 'audit-log', filter] as const,
  staff: ['backoffice', 'staff'] as const,
  item: (kind: ReviewKind, id: string) => ['backoffice', 'item', kind, id] as const,
  /** The client whole: the item view's client card and the client's own page read the one answer. */
  client: (userId: string) => ['backoffice', 'client', userId] as const,
  /** The header's search by client: e-mail, name or id. */
  clientSearch: (term: string) => ['backoffice', 'client-search', term] as const,
};
