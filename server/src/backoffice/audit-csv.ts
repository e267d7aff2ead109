import { AUDIT_CSV_HEADER, type AuditEntry } from '../contracts/backoffice';

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, its quotes doubled.
 * A cell a spreadsheet would read as a formula (starting with = + - @, or a tab or carriage return
 * before one) is prefixed with a single quote: the log holds staff's and clients' free text (CSV injection).
 */
export function csvCell(value: string | null): string {
  if (value === null) return '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The audit rows as CSV, in the order given, under AUDIT_CSV_HEADER; lines end with CRLF. */
export function auditCsv(entries: AuditEntry[]): string {
  const lines = [AUDIT_CSV_HEADER];
  for (const e of entries) {
    const cells = [e.id, e.created_at, e.actor_email, e.action, e.item_kind, e.item_id, e.client_id, e.client_email, e.from_state, e.to_state, e.reason, e.ip];
    lines.push(cells.map(csvCell).join(','));
  }
  return lines.join('\r\n') + '\r\n';
}
