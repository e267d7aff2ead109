import type { SubmitTradeResponse, TradeDto } from '../contracts/trading';
import { fromCents } from '../contracts/money';
import { balancesAfter } from '../ledger/ledger.types';
import { versionedBalances } from '../ledger/versioned-balances';
import { OpenedTrade, SettledColumn, TradeHeadRow, TradeJson, TradeRow } from './trade.types';

/** The fields of a trade's DTO that settlement sets. */
export type TradeDtoSettled = Pick<TradeDto, 'end_price' | 'end_time' | 'status' | 'payout' | 'reason'>;

/** The fields of a trade's DTO that never change once it is open. */
export type TradeDtoHead = Omit<TradeDto, keyof TradeDtoSettled>;

export function toTradeDto(r: TradeRow): TradeDto {
  return { ...toTradeDtoHead(r), ...toTradeDtoSettled(r) };
}

export function toTradeDtoHead(r: TradeHeadRow): TradeDtoHead {
  return {
    trade_id: Number(r.id),
    trade_time: r.opened_at.toISOString(),
    symbol: r.symbol,
    amount: fromCents(r.amount),
    strike_rate: r.strike_rate,
    payout_percent: r.payout_percent,
    duration: r.duration,
    open_price: Number(r.open_price),
    expires_at: r.expires_at.toISOString(),
    trading_type: r.trading_type,
    trade_mode: r.trade_mode,
    mode: r.mode,
    source: r.source,
  };
}

export function toTradeDtoSettled(r: Pick<TradeRow, SettledColumn>): TradeDtoSettled {
  return {
    end_price: r.end_price === null ? null : Number(r.end_price),
    end_time: r.end_time ? r.end_time.toISOString() : null,
    status: r.status,
    payout: r.payout === null ? null : fromCents(r.payout),
    reason: r.void_reason,
  };
}

export function tradeRowFromJson(j: TradeJson): TradeRow {
  const text = (n: number | null) => (n === null ? null : String(n));
  return {
    ...j,
    id: String(j.id),
    amount: String(j.amount),
    open_price: String(j.open_price),
    end_price: text(j.end_price),
    payout: text(j.payout),
    opened_at: new Date(j.opened_at),
    expires_at: new Date(j.expires_at),
    end_time: j.end_time === null ? null : new Date(j.end_time),
  };
}

/** What a submit keeps under its Idempotency-Key. Keys kept before trades opened in one call hold the answer itself. */
export type KeptAnswer = OpenedTrade | SubmitTradeResponse;

/** The answer to a submit, fresh or replayed, from what it keeps under its key. */
export function toSubmitTradeResponse(kept: KeptAnswer): SubmitTradeResponse {
  if ('trade_id' in kept.trade) return kept as SubmitTradeResponse;
  const { trade, balance, version, other_balance, other_version } = kept as OpenedTrade;
  const balances = balancesAfter(trade.mode, { balance, version }, { balance: other_balance, version: other_version });
  return { amount: fromCents(trade.amount), trade: toTradeDto(tradeRowFromJson(trade)), ...versionedBalances(balances) };
}
