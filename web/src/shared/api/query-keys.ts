import type { AccountMode } from '@contracts/trade-rules';

/** Every react-query key in one place, so socket events and mutations patch the same entries. */
export const queryKeys = {
  me: ['me'] as const,
  trades: (mode: AccountMode) => ['trades', mode] as const,
  tradingOptions: ['trading-options'] as const,
  prices: ['prices'] as const,
  candles: (symbol: string, interval: string, limit: number) => ['candles', symbol, interval, limit] as const,
  publicPayouts: ['public-payouts'] as const,
  verification: ['verification'] as const,
  /** The document of one record: the file address stays the same from one upload to the next. */
  verificationFile: (url: string, createdAt: string) => ['verification-file', url, createdAt] as const,
  resetDetails: (hash: string) => ['reset-details', hash] as const,
  plans: ['plans'] as const,
  ats: ['ats'] as const,
};
