import { DomainError } from '../common/domain-error';
import { STATEMENT_MESSAGES } from '../contracts/statement';

const PREFIX = 'before:';
const ID = /^[1-9]\d{0,17}$/;

/**
 * A page's cursor: opaque to clients (base64url), it names the last transfer shown; the next page starts
 * below it. Transfer ids are the order balances moved in, so pages never skip or repeat a line.
 */
export function encodeCursor(transferId: string): string {
  return Buffer.from(PREFIX + transferId, 'utf8').toString('base64url');
}

/** The transfer id a cursor names; anything not made by encodeCursor is a 400. */
export function decodeCursor(cursor: string): string {
  const text = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const id = text.startsWith(PREFIX) ? text.slice(PREFIX.length) : '';
  if (!ID.test(id)) throw new DomainError('VALIDATION_FAILED', STATEMENT_MESSAGES.badCursor, { cursor: 'is invalid' });
  return id;
}
