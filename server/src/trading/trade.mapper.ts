import type { TradeDto } from '../contracts/api';
import { fromCents } from '../contracts/money';
import { TradeRow } from './trade.types';

export function toTradeDto(r: TradeRow): TradeDto {
  return {
    trade_id: Number(r.id),
    trade_time: r.opened_at.toISOString(),
    symbol: r.symbol,
    amount: fromCents(r.amount),
    strike_rate: r.strike_rate,
    payout_percent: r.payout_percent,
    duration: r.duration,
    open_price: Number(r.open_price),
    end_price: r.end_price === null ? null : Number(r.end_price),
    end_time: r.end_time ? r.end_time.toISOString() : null,
    expires_at: r.expires_at.toISOString(),
    status: r.status,
    trading_type: r.trading_type,
    trade_mode: r.trade_mode,
    mode: r.mode,
    payout: r.payout === null ? null : fromCents(r.payout),
    reason: r.void_reason,
    source: r.source,
  };
}
