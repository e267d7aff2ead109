import { DomainError } from '../common/domain-error';
import { STATEMENT_DEFAULT_DAYS, STATEMENT_MAX_DAYS, STATEMENT_MESSAGES } from '../contracts/statement';

const DAY_MS = 86_400_000;
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The moments a statement covers: `from` included, `to` excluded. */
export interface StatementRange {
  from: Date;
  to: Date;
}

/**
 * The range a query asks for: `to` defaults to now, `from` to STATEMENT_DEFAULT_DAYS before `to`; a day
 * alone starts at its midnight (UTC) as `from` and ends at the next as `to`, so `to=2026-11-26` takes that
 * whole day in. Refuses a range that ends before it starts or spans more than STATEMENT_MAX_DAYS.
 */
export function statementRange(q: { from?: string; to?: string }, now: Date): StatementRange {
  const to = q.to === undefined ? now : DAY_ONLY.test(q.to) ? new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS) : new Date(q.to);
  const from =
    q.from === undefined ? new Date(to.getTime() - STATEMENT_DEFAULT_DAYS * DAY_MS) : new Date(DAY_ONLY.test(q.from) ? `${q.from}T00:00:00Z` : q.from);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw invalid('from', 'is not a date');
  if (from.getTime() >= to.getTime()) throw new DomainError('VALIDATION_FAILED', STATEMENT_MESSAGES.fromAfterTo, { from: 'must be before to' });
  if (to.getTime() - from.getTime() > STATEMENT_MAX_DAYS * DAY_MS) {
    throw new DomainError('VALIDATION_FAILED', STATEMENT_MESSAGES.tooLong, { to: `must be at most ${STATEMENT_MAX_DAYS} days after from` });
  }
  return { from, to };
}

const invalid = (field: string, message: string) =>
  new DomainError('VALIDATION_FAILED', `${field.charAt(0).toUpperCase()}${field.slice(1)} ${message}`, { [field]: message });
