import { fromCents } from '../contracts/money';
import { LIMIT_WINDOW_DAYS, MONEY_LIMITS, type MoneyLimitName, PROTECTION_CODES, type ProtectionRefusal } from '../contracts/protections';
import { DomainError } from '../common/domain-error';

/** A refusal as the SQL rules answer it (server/src/protections/sql/protections.sql). */
interface SqlRefusal {
  code: (typeof PROTECTION_CODES)[number];
  limit: ProtectionRefusal['limit'];
  value: number | null;
  resets_at: string | null;
}

const WINDOW_NAMES = { 1: 'daily', 7: '7-day', 30: '30-day' } as const;
const KIND_NAMES = { deposit: 'deposit', loss: 'loss', turnover: 'turnover' } as const;

/** "27 Nov 2026, 00:00 UTC". */
export function utcTime(at: Date | string): string {
  const d = new Date(at);
  const date = d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const time = d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' });
  return `${date}, ${time} UTC`;
}

const isMoneyLimit = (limit: string): limit is MoneyLimitName => (MONEY_LIMITS as readonly string[]).includes(limit);

function messageOf(r: SqlRefusal): string {
  if (r.code === 'EXCLUDED') {
    const what = r.limit === 'self_exclusion' ? 'You have excluded yourself' : 'You are taking a time-out';
    return `${what} until ${utcTime(r.resets_at ?? '')}: real-money trading, deposits and plan purchases are paused until then. Demo trading is available.`;
  }
  if (r.code === 'REALITY_CHECK_DUE') {
    return `Time for a reality check: you set one every ${r.value} minutes. Review your session and confirm to go on trading.`;
  }
  if (r.limit === 'max_open_positions') return `Your limit of ${r.value} open positions is reached: a new trade can open when one of them settles.`;
  if (r.limit === 'session_minutes') return `Your session limit of ${r.value} minutes is reached: take a break; it starts again when you sign in again.`;
  if (!isMoneyLimit(r.limit)) return 'A limit you set refuses this.';
  const name = `${WINDOW_NAMES[LIMIT_WINDOW_DAYS[r.limit]]} ${KIND_NAMES[r.limit.split('_')[0] as keyof typeof KIND_NAMES]} limit of $${fromCents(r.value ?? 0).toFixed(2)}`;
  return r.resets_at ? `This would go over your ${name}; it leaves room again at ${utcTime(r.resets_at)}.` : `This amount alone is over your ${name}.`;
}

/** The 403 of a refusal the SQL rules answered: its code, a message naming the limit and when it resets, and `data` (ProtectionRefusal). */
export function protectionError(refusal: unknown): DomainError {
  const r = refusal as SqlRefusal;
  const data: ProtectionRefusal = { limit: r.limit, resets_at: r.resets_at === null ? null : new Date(r.resets_at).toISOString() };
  return new DomainError(r.code, messageOf(r), undefined, data);
}
