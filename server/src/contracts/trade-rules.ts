/** The rules of a fixed-time trade: directions, modes, statuses, payout options, durations, outcomes. */
import { fromCents, profitCents, toCents } from './money';

export const TRADE_MODES = ['Buy', 'Sell'] as const;
export type TradeMode = (typeof TRADE_MODES)[number];

export const ACCOUNT_MODES = ['demo', 'real'] as const;
export type AccountMode = (typeof ACCOUNT_MODES)[number];

/** Where a trade came from: the client's own submit, or the plan's automated trader (ATS). */
export const TRADE_SOURCES = ['manual', 'ats'] as const;
export type TradeSource = (typeof TRADE_SOURCES)[number];

/** Closed: sold back before expiry at a quote (contracts/early-close.ts); the others are how expiry ends it. */
export const TRADE_STATUSES = ['Pending', 'Won', 'Lost', 'Draw', 'Void', 'Closed'] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];

/** The price at expiry is the last tick at or before it, and only one at most this old prices it. */
export const EXPIRY_TICK_MAX_AGE_MS = 5000;
/** The tick at or before expiry counts once a later tick exists, or once this long has passed without one. */
export const EXPIRY_PRICE_WAIT_MS = 60_000;
/** Why a trade ended Void: no tick priced its expiry; its stake is refunded. */
export const VOID_REASON_NO_PRICE = 'No price at expiry';

/** Payout options ("strike rates"): the percent returned on a win, for Buy and for Sell. */
export interface StrikeRate {
  value: number;
  buy: number;
  sell: number;
}

export const STRIKE_RATES: readonly StrikeRate[] = [
  { value: 1, buy: 75, sell: 3 },
  { value: 2, buy: 12, sell: 5 },
  { value: 3, buy: 11, sell: 13 },
  { value: 4, buy: 1, sell: 18 },
  { value: 5, buy: 1, sell: 61 },
];

export function payoutPercent(option: StrikeRate, mode: TradeMode): number {
  return mode === 'Buy' ? option.buy : option.sell;
}

/** Default allowed trade durations in seconds; the server may override them (TRADE_DURATIONS). */
export const DEFAULT_TRADE_DURATIONS: readonly number[] = [60, 180, 300, 900, 1800, 3600, 7200, 86400];

export const RECENT_TRADES_SHOWN = 2;

/** The potential amount shown beside the payout option: amount x percent / 100, two decimals. */
export function potentialAmount(amount: number, percent: number): string {
  return fromCents(profitCents(toCents(amount), percent)).toFixed(2);
}

/** What a win returns to the balance: the stake plus its profit (amount + potentialAmount), two decimals. */
export function payoutAmount(amount: number, percent: number): string {
  return fromCents(payoutCents(toCents(amount), percent, 'Won')).toFixed(2);
}

// The outcome and payout rule, written once: settlement runs it in SQL (trade_outcome and
// trade_payout_cents in server/src/trading/sql/outcome.sql), held equal to these functions over every
// case by test/integration/outcome-rule.e2e-spec.ts.

/** How expiry ends a trade. */
export type SettledStatus = Exclude<TradeStatus, 'Pending' | 'Closed'>;

/** Outcome of a trade from its direction and its open and end prices. */
export function tradeOutcome(mode: TradeMode, openPrice: number, endPrice: number): Exclude<SettledStatus, 'Void'> {
  if (endPrice === openPrice) return 'Draw';
  const up = endPrice > openPrice;
  return (mode === 'Buy') === up ? 'Won' : 'Lost';
}

/** Outcome of a trade at its expiry: Void when no price decided it (endPrice null). */
export function settledOutcome(mode: TradeMode, openPrice: number, endPrice: number | null): SettledStatus {
  return endPrice === null ? 'Void' : tradeOutcome(mode, openPrice, endPrice);
}

/** Cents a settled trade returns: a win its stake plus its profit, a draw or a void its stake, a loss nothing. */
export function payoutCents(stakeCents: number, percent: number, outcome: SettledStatus): number {
  switch (outcome) {
    case 'Won':
      return stakeCents + profitCents(stakeCents, percent);
    case 'Draw':
    case 'Void':
      return stakeCents;
    case 'Lost':
      return 0;
  }
}
