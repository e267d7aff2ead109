import { AUDIT_CSV_HEADER, type AuditEntry } from '../contracts/backoffice';
import { auditCsv, csvCell } from './audit-csv';

describe('audit CSV', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "no"', '"say ""no"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
  ])('quotes %j only when RFC 4180 needs it: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes null as an empty cell', () => {
    expect(csvCell(null)).toBe('');
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['a=b', 'a=b'],
  ])('defuses a cell a spreadsheet would read as a formula: %j -> %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes the header, then one CRLF line per entry in the given order', () => {
    const entry: AuditEntry = {
      id: '7',
      actor_id: 'a1',
      actor_email: 'staff@example.com',
      action: 'reject',
      item_kind: 'deposit',
      item_id: '42',
      client_id: 'c1',
      client_email: 'client@example.com',
      from_state: 'Pending',
      to_state: 'Rejected',
      reason: 'Blurry, "unreadable" receipt',
      ip: '10.0.0.1',
      created_at: '2026-11-26T09:30:00.000Z',
    };
    const csv = auditCsv([entry, { ...entry, id: '6', actor_email: null, reason: null }]);
    expect(csv.split('\r\n')).toEqual([
      AUDIT_CSV_HEADER,
      '7,2026-11-26T09:30:00.000Z,staff@example.com,reject,deposit,42,c1,client@example.com,Pending,Rejected,"Blurry, ""unreadable"" receipt",10.0.0.1',
      '6,2026-11-26T09:30:00.000Z,,reject,deposit,42,c1,client@example.com,Pending,Rejected,,10.0.0.1',
      '',
    ]);
  });
});
