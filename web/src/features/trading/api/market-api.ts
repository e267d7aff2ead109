import type { ApiEnvelope } from '@contracts/api';
import type { Candle, CandleInterval } from '@contracts/market';
import type { PriceTick } from '@contracts/events';
import { apiRequest } from '../../../shared/api/http-client';

export const CHART_CANDLE_LIMIT = 300;

export const marketApi = {
  candles: async (symbol: string, interval: CandleInterval, signal?: AbortSignal, limit = CHART_CANDLE_LIMIT) =>
    (await apiRequest<ApiEnvelope<Candle[]>>(`/market/candles?symbol=${encodeURIComponent(symbol)}&interval=${interval}&limit=${limit}`, { signal })).data,

  prices: async (signal?: AbortSignal) => (await apiRequest<ApiEnvelope<PriceTick[]>>('/market/prices', { signal })).data,
};
