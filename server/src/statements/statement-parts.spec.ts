import { STATEMENT_CSV_HEADER, STATEMENT_MESSAGES } from '../contracts/statement';
import { decodeCursor, encodeCursor } from './statement-cursor';
import { assertPdfFits } from './statement-pdf';
import { dollars, signedDollars, statementCsv } from './statement-csv';
import { statementRange } from './statement-range';

const NOW = new Date('2026-11-26T12:00:00Z');

describe('statement range', () => {
  it('defaults to the 30 days before now; a day alone is that whole day (UTC)', () => {
    expect(statementRange({}, NOW)).toEqual({ from: new Date('2026-10-27T12:00:00Z'), to: NOW });
    expect(statementRange({ from: '2026-11-01', to: '2026-11-01' }, NOW)).toEqual({
      from: new Date('2026-11-01T00:00:00Z'),
      to: new Date('2026-11-02T00:00:00Z'),
    });
    expect(statementRange({ from: '2026-11-01T10:30:00+01:00', to: '2026-11-01T10:00:00Z' }, NOW).from).toEqual(new Date('2026-11-01T09:30:00Z'));
  });

  it('refuses a range that ends before it starts or spans more than 366 days', () => {
    expect(() => statementRange({ from: '2026-11-02', to: '2026-11-01T00:00:00Z' }, NOW)).toThrow(STATEMENT_MESSAGES.fromAfterTo);
    expect(() => statementRange({ from: '2024-01-01', to: '2025-01-01' }, NOW)).toThrow(STATEMENT_MESSAGES.tooLong);
    expect(statementRange({ from: '2024-01-01', to: '2024-12-31' }, NOW).to).toEqual(new Date('2025-01-01T00:00:00Z'));
  });
});

describe('statement cursor', () => {
  it('round-trips a transfer id and refuses anything it did not make', () => {
    expect(decodeCursor(encodeCursor('12345'))).toBe('12345');
    for (const bad of ['', 'abc', 'before:1', Buffer.from('before:0').toString('base64url'), Buffer.from('before:1;--').toString('base64url'), '***']) {
      expect(() => decodeCursor(bad)).toThrow(STATEMENT_MESSAGES.badCursor);
    }
  });
});

describe('statement CSV', () => {
  it('writes cents as dollars exactly, amounts with their sign', () => {
    expect([dollars(0), dollars(5), dollars(123456), dollars(-1050)]).toEqual(['0.00', '0.05', '1234.56', '-10.50']);
    expect([signedDollars(2500), signedDollars(-1000)]).toEqual(['+25.00', '-10.00']);
  });

  it('has the exact header and one line a movement', () => {
    const csv = statementCsv([
      { id: '1', time: new Date('2026-11-26T10:00:00Z'), kind: 'deposit', reference: 'deposit:1:credit', amount: 50000, balance: 50000 },
      { id: '2', time: new Date('2026-11-26T10:01:00Z'), kind: 'odd,kind', reference: 'x"y', amount: -1000, balance: 49000 },
    ]);
    expect(csv.split('\r\n')).toEqual([
      STATEMENT_CSV_HEADER,
      '2026-11-26T10:00:00.000Z,deposit,deposit:1:credit,+500.00,500.00',
      '2026-11-26T10:01:00.000Z,"odd,kind","x""y",-10.00,490.00',
      '',
    ]);
  });
});

describe('statement PDF', () => {
  it('holds at most 10,000 movements (400 BAD_REQUEST past that: the CSV has no bound)', () => {
    expect(() => assertPdfFits(10_000)).not.toThrow();
    expect(() => assertPdfFits(10_001)).toThrow(expect.objectContaining({ code: 'BAD_REQUEST', message: STATEMENT_MESSAGES.pdfTooLong }));
  });
});
