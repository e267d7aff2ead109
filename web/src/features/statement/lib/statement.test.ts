import { describe, expect, it } from 'vitest';
import { defaultFilters, rangeError, signedUsd, statementFileName, statementQuery } from './statement';

describe("the statement screen's query", () => {
  const f = { mode: 'real' as const, from: '2026-11-01', to: '2026-11-26', group: '' as const };

  it('opens on the last 30 days, today included, of the current mode', () => {
    expect(defaultFilters('demo', new Date(2026, 10, 26, 15))).toEqual({ mode: 'demo', from: '2026-10-28', to: '2026-11-26', group: '' });
  });

  it('asks for the local days from the first midnight to the midnight after the last, a page at a time', () => {
    const q = new URLSearchParams(statementQuery(f, { cursor: 'abc' }));
    expect(q.get('mode')).toBe('real');
    expect(q.get('from')).toBe(new Date(2026, 10, 1).toISOString());
    expect(q.get('to')).toBe(new Date(2026, 10, 27).toISOString());
    expect(q.get('limit')).toBe('50');
    expect(q.get('cursor')).toBe('abc');
    expect(q.has('kind')).toBe(false);
    expect(q.has('format')).toBe(false);
  });

  it('sends a group as its list of kinds, and a download as its format without a page size', () => {
    const q = new URLSearchParams(statementQuery({ ...f, group: 'trades' }, { format: 'pdf' }));
    expect(q.get('kind')).toBe('trade_stake,trade_release,trade_profit,trade_close');
    expect(q.get('format')).toBe('pdf');
    expect(q.has('limit')).toBe(false);
    expect(statementFileName(f, 'csv')).toBe('statement-real-2026-11-01-to-2026-11-26.csv');
  });

  it('writes the sign of a movement, a minus sign for money out', () => {
    expect([signedUsd(25), signedUsd(-10.5), signedUsd(0)]).toEqual(['+$25.00', '\u2212$10.50', '$0.00']);
  });

  it('refuses a range that ends before it starts', () => {
    expect(rangeError({ ...f, from: '2026-11-27' })).toBe('From must not be after To');
    expect(rangeError(f)).toBeUndefined();
  });
});
