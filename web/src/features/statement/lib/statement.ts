import { STATEMENT_KIND_GROUPS, type StatementFormat } from '@contracts/statement';
import type { AccountMode } from '@contracts/trade-rules';
import { formatUsd } from '../../../shared/format/money';

export type StatementGroupId = (typeof STATEMENT_KIND_GROUPS)[number]['id'];

/** What the screen asks for: an account, a range of local days (yyyy-mm-dd, both included) and a kind group ('' for all). */
export interface StatementFilters {
  mode: AccountMode;
  from: string;
  to: string;
  group: StatementGroupId | '';
}

/** Lines a page of the screen loads. */
export const STATEMENT_PAGE_SIZE = 50;
/** Days the screen opens on, today included. */
export const DEFAULT_DAYS = 30;

const pad = (n: number) => String(n).padStart(2, '0');
/** A Date's local day as yyyy-mm-dd. */
export const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** A local day's midnight, `plusDays` later, as the API's ISO moment. */
const midnight = (day: string, plusDays = 0) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d + plusDays).toISOString();
};

/** The last DEFAULT_DAYS days, today included, of this mode, every kind. */
export function defaultFilters(mode: AccountMode, now = new Date()): StatementFilters {
  return { mode, from: localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - (DEFAULT_DAYS - 1))), to: localDay(now), group: '' };
}

/**
 * The API query of these filters: the local days become moments (from the first day's midnight to the
 * midnight after the last, excluded), so the range is the client's own days wherever they are.
 */
export function statementQuery(f: StatementFilters, extra: { cursor?: string | null; format?: StatementFormat; limit?: number } = {}): string {
  const q = new URLSearchParams({ mode: f.mode });
  if (f.from) q.set('from', midnight(f.from));
  if (f.to) q.set('to', midnight(f.to, 1));
  const group = STATEMENT_KIND_GROUPS.find((g) => g.id === f.group);
  if (group) q.set('kind', group.kinds.join(','));
  if (extra.format && extra.format !== 'json') q.set('format', extra.format);
  else q.set('limit', String(extra.limit ?? STATEMENT_PAGE_SIZE));
  if (extra.cursor) q.set('cursor', extra.cursor);
  return q.toString();
}

/** A movement in dollars with its sign written: +$25.00 in, −$10.00 out (a minus sign, not a hyphen). */
export function signedUsd(amount: number): string {
  if (amount === 0) return formatUsd(0);
  return `${amount > 0 ? '+' : '\u2212'}${formatUsd(Math.abs(amount))}`;
}

/** statement-real-2026-10-28-to-2026-11-26.csv */
export const statementFileName = (f: StatementFilters, format: 'csv' | 'pdf') => `statement-${f.mode}-${f.from || 'start'}-to-${f.to || 'today'}.${format}`;

/** From after to: said before anything is asked. */
export const rangeError = (f: StatementFilters): string | undefined => (f.from && f.to && f.from > f.to ? 'From must not be after To' : undefined);
