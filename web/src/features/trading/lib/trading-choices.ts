import { DEFAULT_SYMBOL, INSTRUMENTS, INSTRUMENTS_BY_SYMBOL, type Instrument, type TradingType } from '@contracts/instruments';
import type { StrikeRate } from '@contracts/trade-rules';

/** What the trading screen remembers in a browser: the instrument, its category, the duration and the payout option. */
export interface TradingChoices {
  symbol: string;
  category: TradingType;
  /** Seconds; null until the trader picks one (the first allowed duration then). */
  duration: number | null;
  /** A payout option's value; null until the trader picks one (the first option then). */
  strikeRate: number | null;
}

/** A new browser's first instrument (contracts' DEFAULT_SYMBOL) and its category. */
export const FIRST_SYMBOL = DEFAULT_SYMBOL;
export const FIRST_CATEGORY: TradingType = INSTRUMENTS_BY_SYMBOL.get(DEFAULT_SYMBOL)?.trading_type ?? 'Currencies';

export const FIRST_CHOICES: TradingChoices = { symbol: FIRST_SYMBOL, category: FIRST_CATEGORY, duration: null, strikeRate: null };

/** Every offered instrument: the server's lists when loaded, the catalog otherwise. */
export function offeredInstruments(lists?: Record<TradingType, Instrument[]>): Instrument[] {
  return lists ? Object.values(lists).flat() : [...INSTRUMENTS];
}

/**
 * The instrument to show: the remembered one while it is offered, else the first default, else the
 * first offered instrument. Its category always comes from the instrument itself, so the submit's
 * trading_type and symbol agree.
 */
export function chosenInstrument(choices: Pick<TradingChoices, 'symbol'>, offered: readonly Instrument[]): Instrument | undefined {
  return offered.find((i) => i.symbol === choices.symbol) ?? offered.find((i) => i.symbol === FIRST_SYMBOL) ?? offered[0];
}

/** The remembered duration while it is allowed, else the first allowed one. */
export function chosenDuration(remembered: number | null | undefined, allowed: readonly number[]): number {
  return remembered !== null && remembered !== undefined && allowed.includes(remembered) ? remembered : (allowed[0] ?? 60);
}

/** The remembered payout option while it is offered, else the first one. */
export function chosenStrikeRate(remembered: number | null | undefined, options: readonly StrikeRate[]): StrikeRate | undefined {
  return options.find((o) => o.value === remembered) ?? options[0];
}

/** What storage held, kept only where it has the right shape (anything else falls back to the first choices). */
export function storedChoices(value: unknown): TradingChoices {
  const v = (value ?? {}) as Partial<Record<keyof TradingChoices, unknown>>;
  const symbol = typeof v.symbol === 'string' && v.symbol ? v.symbol : FIRST_CHOICES.symbol;
  const category = v.category === 'Cryptocurrency' || v.category === 'Currencies' ? v.category : FIRST_CHOICES.category;
  const whole = (n: unknown) => (typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null);
  return { symbol, category, duration: whole(v.duration), strikeRate: whole(v.strikeRate) };
}
