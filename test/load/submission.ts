/** One line of a load file (JSONL): a trade submission at `at_ms` from the run's start, by a pseudonymous user. */
import { INSTRUMENTS, TRADING_TYPES, type TradingType } from '../../server/src/contracts/instruments';
import { tradeAmountProblem } from '../../server/src/contracts/rules/trade-amount';
import { ACCOUNT_MODES, type AccountMode, STRIKE_RATES, TRADE_MODES, type TradeMode } from '../../server/src/contracts/trade-rules';
import { closeAfterProblem } from './close-window';

export interface Submission {
  at_ms: number;
  user: string;
  symbol: string;
  trading_type: TradingType;
  amount: number;
  duration: number;
  mode: AccountMode;
  strike_rate: number;
  trade_mode: TradeMode;
  /** When present: ms after the intended send at which the replay asks a quote and closes the trade early. */
  close_after_ms?: number;
}

/** What is wrong with one parsed line, or null: the same rules the API's request checks. */
export function submissionProblem(v: unknown): string | null {
  if (typeof v !== 'object' || v === null) return 'is not a JSON object';
  const s = v as Record<string, unknown>;
  if (typeof s.at_ms !== 'number' || !Number.isFinite(s.at_ms) || s.at_ms < 0) return 'at_ms must be a number of milliseconds >= 0';
  if (typeof s.user !== 'string' || s.user === '') return 'user must be a non-empty string';
  const instrument = INSTRUMENTS.find((i) => i.symbol === s.symbol);
  if (!instrument) return `symbol ${String(s.symbol)} is not a known instrument`;
  if (!TRADING_TYPES.includes(s.trading_type as TradingType) || instrument.trading_type !== s.trading_type)
    return `trading_type must be ${instrument.trading_type} for ${instrument.symbol}`;
  const amount = tradeAmountProblem(s.amount);
  if (amount) return `amount ${amount}`;
  if (typeof s.duration !== 'number' || !Number.isInteger(s.duration) || s.duration <= 0) return 'duration must be a whole number of seconds';
  if (!ACCOUNT_MODES.includes(s.mode as AccountMode)) return `mode must be one of ${ACCOUNT_MODES.join(', ')}`;
  if (!STRIKE_RATES.some((o) => o.value === s.strike_rate)) return 'strike_rate is not a payout option';
  if (!TRADE_MODES.includes(s.trade_mode as TradeMode)) return `trade_mode must be one of ${TRADE_MODES.join(', ')}`;
  if (s.close_after_ms !== undefined) return closeAfterProblem(s.close_after_ms, s.duration);
  return null;
}

/** Parses a JSONL load file; throws with the line number of the first bad line. */
export function parseSubmissions(text: string): Submission[] {
  const out: Submission[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') return;
    let v: unknown;
    try {
      v = JSON.parse(line);
    } catch {
      throw new Error(`line ${i + 1}: not JSON`);
    }
    const problem = submissionProblem(v);
    if (problem) throw new Error(`line ${i + 1}: ${problem}`);
    out.push(v as Submission);
  });
  return out.sort((a, b) => a.at_ms - b.at_ms);
}

export const toJsonl = (subs: readonly Submission[]): string => subs.map((s) => JSON.stringify(s)).join('\n') + (subs.length ? '\n' : '');
