import { STATEMENT_CSV_HEADER } from '../contracts/statement';
import type { StatementLine } from './statement.repository';

/** Cents as dollars with two decimals, exactly (no float rounding): 123456 -> "1234.56". */
export function dollars(cents: number): string {
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

/** An amount with its sign always written: "+25.00" in to the client, "-10.00" out. */
export const signedDollars = (cents: number): string => (cents > 0 ? `+${dollars(cents)}` : dollars(cents));

/** A field as CSV needs it: quoted when it holds a comma, a quote or a line break (ours never do; a later kind might). */
const field = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The statement as CSV, oldest line first: `time,kind,reference,amount,balance`, amounts signed, in dollars. */
export function statementCsv(linesOldestFirst: StatementLine[]): string {
  const out = [STATEMENT_CSV_HEADER];
  for (const l of linesOldestFirst) {
    out.push([l.time.toISOString(), l.kind, l.reference, signedDollars(l.amount), dollars(l.balance)].map(field).join(','));
  }
  return out.join('\r\n') + '\r\n';
}
