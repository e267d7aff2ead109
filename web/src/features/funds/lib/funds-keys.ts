import type { CryptoCurrency } from '@contracts/funds';

/** The funds screens' react-query keys: the socket events and the mutations patch the same entries. */
export const fundsKeys = {
  deposits: ['deposits'] as const,
  withdrawals: ['withdrawals'] as const,
  profits: ['profits'] as const,
  walletAddress: (currency: CryptoCurrency) => ['deposit-address', currency] as const,
  quote: (currency: CryptoCurrency, usdAmount: number) => ['deposit-quote', currency, usdAmount] as const,
};
