import type { SubmitTradeDto } from '@contracts/requests/trade.request';
import type { TradeDto } from '@contracts/trading';
import type { AccountMode, StrikeRate } from '@contracts/trade-rules';
import { formatDuration } from '../../../shared/format/duration';
import { formatUsd } from '../../../shared/format/money';
import { instrumentName } from './instrument-label';

export type RepeatableTrade = Pick<
  TradeDto,
  'trade_id' | 'symbol' | 'trading_type' | 'trade_mode' | 'amount' | 'strike_rate' | 'payout_percent' | 'duration' | 'mode'
>;

/**
 * The client's own latest trade of a mode (the plan's automated trader's do not count): the newest
 * by trade id, which the server hands out in order.
 */
export function lastOwnTrade<T extends RepeatableTrade & Pick<TradeDto, 'source'>>(trades: readonly T[] | undefined, mode: AccountMode): T | null {
  let last: T | null = null;
  for (const t of trades ?? []) {
    if (t.source !== 'manual' || t.mode !== mode) continue;
    if (!last || t.trade_id > last.trade_id) last = t;
  }
  return last;
}

/** The submit that places the same trade again, in the mode shown (the trade's own). */
export function repeatRequest(trade: RepeatableTrade): SubmitTradeDto {
  return {
    amount: trade.amount,
    duration: trade.duration,
    mode: trade.mode,
    strike_rate: trade.strike_rate,
    trading_type: trade.trading_type,
    symbol: trade.symbol,
    trade_mode: trade.trade_mode,
  };
}

/** Why the trade cannot be placed again as it was (its duration or option no longer offered), or null. */
export function repeatProblem(trade: RepeatableTrade, durations: readonly number[], options: readonly StrikeRate[], symbols: readonly string[]): string | null {
  if (!symbols.includes(trade.symbol)) return `${instrumentName(trade.symbol)} is not offered now`;
  if (!durations.includes(trade.duration)) return `${formatDuration(trade.duration)} is not offered now`;
  if (!options.some((o) => o.value === trade.strike_rate)) return `Option ${trade.strike_rate} is not offered now`;
  return null;
}

/** "Buy EUR/USD $10.00 · 1 min · 75%": what Repeat places, with the payout percent its option gives that direction. */
export function repeatText(trade: RepeatableTrade): string {
  return `${trade.trade_mode} ${instrumentName(trade.symbol)} ${formatUsd(trade.amount)} · ${formatDuration(trade.duration)} · ${trade.payout_percent}%`;
}
