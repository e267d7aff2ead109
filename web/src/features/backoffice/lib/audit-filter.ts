import { AUDIT_KINDS, type AuditKind } from '@contracts/backoffice';
import { KIND_TITLES } from '../item/lib/item-kind';

/** What the audit log is narrowed to: the page's filters, kept in its URL query, and the request's parameters. */
export interface AuditFilter {
  /** The staff member's id. */
  actor?: string;
  kind?: AuditKind;
  item?: string;
  /** The client's id. */
  client?: string;
  /** Days (yyyy-mm-dd) in the browser's time zone, both included. */
  from?: string;
  to?: string;
}

/** Each kind in words, as the filter and the rows show it. */
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = { ...KIND_TITLES, adjustment: 'Balance adjustment', client: 'Client account' };

const FIELDS = ['actor', 'kind', 'item', 'client', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isKind = (value: string): value is AuditKind => (AUDIT_KINDS as readonly string[]).includes(value);

/** The filter a URL query holds: blanks dropped, an unknown kind or a malformed day ignored (a hand-edited URL still opens the log). */
export function filterFromSearch(search: URLSearchParams): AuditFilter {
  const text = (name: (typeof FIELDS)[number]) => search.get(name)?.trim() || undefined;
  const kind = text('kind');
  const day = (name: 'from' | 'to') => {
    const value = text(name);
    return value && DAY.test(value) ? value : undefined;
  };
  return { actor: text('actor'), kind: kind && isKind(kind) ? kind : undefined, item: text('item'), client: text('client'), from: day('from'), to: day('to') };
}

/** The URL query of a filter: only the fields set, in a fixed order. */
export function searchOfFilter(filter: AuditFilter): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of FIELDS) {
    const value = filter[name];
    if (value) search.set(name, value);
  }
  return search;
}

/**
 * The API's query for a filter: days become moments in the browser's time zone (`from` at the day's
 * first millisecond, `to` at its last), plus a page's cursor or the CSV format.
 */
export function auditQuery(filter: AuditFilter, extra: { cursor?: string; format?: 'csv' } = {}): string {
  const search = searchOfFilter(filter);
  if (filter.from) search.set('from', new Date(`${filter.from}T00:00:00`).toISOString());
  if (filter.to) search.set('to', new Date(`${filter.to}T23:59:59.999`).toISOString());
  if (extra.cursor) search.set('cursor', extra.cursor);
  if (extra.format) search.set('format', extra.format);
  return search.toString();
}

/** The export's file name: what it holds and when it was taken. */
export const auditFileName = (now = new Date()): string => `audit-${now.toISOString().slice(0, 10)}.csv`;
