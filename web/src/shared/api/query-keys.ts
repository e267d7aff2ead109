import type { AccountMode } from '@contracts/catalog';

/** Every react-query key in one place, so socket events and mutations patch the same entries. */
export const queryKeys = {
  me: ['me'] as const,
  trades: (mode: AccountMode) => ['trades', mode] as const,
  tradingOptions: ['trading-options'] as const,
  prices: ['prices'] as const,
  candles: (symbol: string, interval: string) => ['candles', symbol, interval] as const,
};
