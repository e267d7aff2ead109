import type { CryptoCurrency } from '@contracts/funds';
import { skipToken, useQuery } from '@tanstack/react-query';
import { fundsApi } from '../api/funds-api';
import { fundsKeys } from '../../../shared/api/query-keys';

/** The user's own deposit address for a coin (it does not change: fetched once per session). */
export const useWalletAddress = (currency: CryptoCurrency, enabled: boolean) =>
  useQuery({ queryKey: fundsKeys.walletAddress(currency), queryFn: ({ signal }) => fundsApi.walletAddress(currency, signal), enabled, staleTime: Infinity });

/** The coins a USD amount buys at our feed's latest price; `usdAmount` null until Preview is pressed. */
export const useCoinQuote = (currency: CryptoCurrency, usdAmount: number | null) =>
  useQuery({
    queryKey: fundsKeys.quote(currency, usdAmount ?? 0),
    queryFn: usdAmount === null ? skipToken : ({ signal }) => fundsApi.convert(currency, usdAmount, signal),
    staleTime: 30_000,
  });
