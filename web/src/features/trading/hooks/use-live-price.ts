import { useQuery } from '@tanstack/react-query';
import type { PriceTick } from '@contracts/events';
import { queryKeys } from '../../../shared/api/query-keys';
import { marketApi } from '../api/market-api';
import { quoteFreshness } from '../realtime/quote-freshness';
import type { PriceMap } from '../realtime/trade-cache';

/**
 * The latest price of one symbol: loaded once, then patched by `price:tick` (see
 * useTradingLiveEvents). The select keeps other symbols' ticks from re-rendering the caller.
 */
export function useLivePrice(symbol: string): PriceTick | undefined {
  const { data } = useQuery({
    queryKey: queryKeys.prices,
    queryFn: async ({ signal }): Promise<PriceMap> => {
      const ticks = await marketApi.prices(signal);
      quoteFreshness.loaded(ticks);
      return Object.fromEntries(ticks.map((t) => [t.symbol, t]));
    },
    staleTime: Infinity,
    select: (prices) => prices[symbol],
  });
  return data;
}
