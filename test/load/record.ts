/** `loadtest record`: the trade submissions of a time window, read from the database, as a load file. */
import { Client } from 'pg';
import { fromCents } from '../../server/src/contracts/money';
import type { TradingType } from '../../server/src/contracts/instruments';
import type { AccountMode, TradeMode } from '../../server/src/contracts/trade-rules';
import type { Submission } from './submission';

const UNITS_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `15m`, `2h`, `30s`, `1d` back from `now`, or an ISO date-time. */
export function parseMoment(text: string, now: number): number {
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)$/.exec(text.trim());
  if (m) return now - Number(m[1]) * UNITS_MS[m[2]];
  const t = Date.parse(text);
  if (Number.isNaN(t)) throw new Error(`"${text}" is neither a span like 15m, 2h, 30s nor a date-time like 2026-11-24T17:00:00Z`);
  return t;
}

export interface TradeRow {
  user_id: string;
  opened_at: Date;
  symbol: string;
  trading_type: string;
  amount: string;
  duration: number;
  mode: string;
  strike_rate: number;
  trade_mode: string;
}

/** Rows (in the order they were submitted) to load lines: users named by order of first appearance, offsets from the window's start. */
export function toSubmissions(rows: readonly TradeRow[], sinceMs: number): Submission[] {
  const pseudonyms = new Map<string, string>();
  return rows.map((r) => {
    let user = pseudonyms.get(r.user_id);
    if (user === undefined) {
      user = `u${pseudonyms.size + 1}`;
      pseudonyms.set(r.user_id, user);
    }
    return {
      at_ms: Math.max(0, r.opened_at.getTime() - sinceMs),
      user,
      symbol: r.symbol,
      trading_type: r.trading_type as TradingType,
      amount: fromCents(Number(r.amount)),
      duration: r.duration,
      mode: r.mode as AccountMode,
      strike_rate: r.strike_rate,
      trade_mode: r.trade_mode as TradeMode,
    };
  });
}

/** The clients' own submissions (not the automated trader's) opened in [since, until). */
export async function record(databaseUrl: string, sinceMs: number, untilMs: number): Promise<Submission[]> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<TradeRow>(
      `SELECT user_id, opened_at, symbol, trading_type, amount::text AS amount, duration, mode, strike_rate, trade_mode
         FROM trades
        WHERE source = 'manual' AND opened_at >= $1 AND opened_at < $2
        ORDER BY opened_at, id`,
      [new Date(sinceMs), new Date(untilMs)],
    );
    return toSubmissions(rows, sinceMs);
  } finally {
    await db.end();
  }
}
