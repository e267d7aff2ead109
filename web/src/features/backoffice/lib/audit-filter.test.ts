import { describe, expect, it } from 'vitest';
import { AUDIT_KINDS } from '@contracts/backoffice';
import { AUDIT_KIND_LABELS, auditQuery, filterFromSearch, searchOfFilter } from './audit-filter';

const ACTOR = '6f1c2b7e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';

describe('audit filter', () => {
  it('reads the URL query, dropping blanks, unknown kinds and malformed days', () => {
    const search = new URLSearchParams({ actor: ACTOR, kind: 'case', item: ' 42 ', client: '', from: '2026-11-01', to: 'yesterday' });
    expect(filterFromSearch(search)).toEqual({ actor: ACTOR, kind: undefined, item: '42', client: undefined, from: '2026-11-01', to: undefined });
  });

  it('writes back to the same URL query it reads', () => {
    const filter = { actor: ACTOR, kind: 'adjustment' as const, item: '7', client: ACTOR, from: '2026-11-01', to: '2026-11-26' };
    expect(filterFromSearch(searchOfFilter(filter))).toEqual(filter);
    expect(searchOfFilter({ kind: 'kyc' }).toString()).toBe('kind=kyc');
  });

  it('asks the API for whole days in the browser time zone, with a cursor or the CSV format', () => {
    const query = new URLSearchParams(auditQuery({ from: '2026-11-01', to: '2026-11-26' }, { cursor: '99', format: 'csv' }));
    expect(query.get('from')).toBe(new Date(2026, 10, 1, 0, 0, 0, 0).toISOString());
    expect(query.get('to')).toBe(new Date(2026, 10, 26, 23, 59, 59, 999).toISOString());
    expect([query.get('cursor'), query.get('format')]).toEqual(['99', 'csv']);
    expect(auditQuery({})).toBe('');
  });

  it('labels every kind in words', () => {
    for (const kind of AUDIT_KINDS) expect(AUDIT_KIND_LABELS[kind]).toMatch(/^[A-Z][a-z]+( [a-z]+)?$/);
    expect(AUDIT_KIND_LABELS.kyc).toBe('Identity document');
  });
});
