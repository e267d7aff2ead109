import type { ApiEnvelope } from '@contracts/api';
import type { CloseQuote } from '@contracts/early-close';
import type { ReceiptBundle, SettlementKey } from '@contracts/provable/statements';
import type { CloseTradeResponse, SubmitTradeResponse, TradeDto, TradingOptions } from '@contracts/trading';
import type { SubmitTradeDto } from '@contracts/requests/trade.request';
import type { AccountMode } from '@contracts/trade-rules';
import { apiRequest } from '../../../shared/api/http-client';

/** The submit answer, with both balances after the stake left the account. */
export type SubmitTradeResult = SubmitTradeResponse;

export const tradingApi = {
  options: async (signal?: AbortSignal) => (await apiRequest<ApiEnvelope<TradingOptions>>('/trading/options', { signal })).data,

  trades: async (mode: AccountMode, signal?: AbortSignal) => (await apiRequest<ApiEnvelope<TradeDto[]>>(`/trading?mode=${mode}`, { auth: true, signal })).data,

  /** One Idempotency-Key per click: a retried request never opens a second trade. */
  submit: (body: SubmitTradeDto, idempotencyKey: string) =>
    apiRequest<ApiEnvelope<SubmitTradeResult>>('/trading/submit', {
      method: 'POST',
      body,
      auth: true,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),

  closeQuote: async (tradeId: number, signal?: AbortSignal) =>
    (await apiRequest<ApiEnvelope<CloseQuote>>(`/trading/trades/${tradeId}/quote`, { auth: true, signal })).data,

  /** Sells the trade back at the quote; a refused quote throws QUOTE_EXPIRED carrying a fresh one. */
  close: (tradeId: number, quoteId: string, idempotencyKey: string) =>
    apiRequest<ApiEnvelope<CloseTradeResponse>>(`/trading/trades/${tradeId}/close`, {
      method: 'POST',
      body: { quote_id: quoteId },
      auth: true,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),

  /** A final trade's receipt with its proofs; 409 RECEIPT_NOT_READY (with Retry-After) until it is sealed. */
  receipt: async (tradeId: number, signal?: AbortSignal) =>
    (await apiRequest<ApiEnvelope<ReceiptBundle>>(`/trading/trades/${tradeId}/receipt`, { auth: true, signal })).data,

  /** The platform's public settlement keys: raw JSON, no envelope. */
  settlementKeys: async (signal?: AbortSignal) => (await apiRequest<{ keys: SettlementKey[] }>('/.well-known/settlement-keys', { signal })).keys,
};
