import type { ApiEnvelope, SubmitTradeResponse, TradeDto, TradingOptions } from '@contracts/api';
import type { TradingType } from '@contracts/instruments';
import type { AccountMode, TradeMode } from '@contracts/trade-rules';
import { apiRequest } from '../../../shared/api/http-client';

export interface SubmitTradePayload {
  /** Dollars. */
  amount: number;
  /** Seconds. */
  duration: number;
  mode: AccountMode;
  /** The payout option's value (1..5). */
  strike_rate: number;
  trading_type: TradingType;
  symbol: string;
  trade_mode: TradeMode;
}

/** The submit answer, with both balances after the stake left the account. */
export type SubmitTradeResult = SubmitTradeResponse;

export const tradingApi = {
  options: async (signal?: AbortSignal) => (await apiRequest<ApiEnvelope<TradingOptions>>('/trading/options', { signal })).data,

  trades: async (mode: AccountMode, signal?: AbortSignal) =>
    (await apiRequest<ApiEnvelope<TradeDto[]>>(`/trading?mode=${mode}`, { auth: true, signal })).data,

  /** One Idempotency-Key per click: a retried request never opens a second trade. */
  submit: (payload: SubmitTradePayload, idempotencyKey: string) =>
    apiRequest<ApiEnvelope<SubmitTradeResult>>('/trading/submit', {
      method: 'POST',
      body: payload,
      auth: true,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
};
