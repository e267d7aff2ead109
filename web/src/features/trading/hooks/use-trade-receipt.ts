import { useQuery } from '@tanstack/react-query';
import type { TradeDto } from '@contracts/trading';
import { queryKeys } from '../../../shared/api/query-keys';
import { tradingApi } from '../api/trading-api';
import { hasReceipt, receiptRetryDelay, retryReceipt } from '../lib/receipt';

/**
 * A final trade's signed receipt with its proofs, asked for only once the trade has ended. Sealed a
 * second or so after that: until then the server answers RECEIPT_NOT_READY, asked again after its
 * Retry-After (1 s by default), a few times. A sealed receipt never changes, so it is never refetched.
 */
export function useTradeReceipt(trade: Pick<TradeDto, 'trade_id' | 'status'>) {
  return useQuery({
    queryKey: queryKeys.tradeReceipt(trade.trade_id),
    queryFn: ({ signal }) => tradingApi.receipt(trade.trade_id, signal),
    enabled: hasReceipt(trade.status),
    staleTime: Infinity,
    retry: retryReceipt,
    retryDelay: receiptRetryDelay,
  });
}
