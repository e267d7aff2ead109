import { describe, expect, it } from 'vitest';
import type { CaseAssignee } from '@contracts/cases';
import { assigneeText, FLAG_LABELS, slaText } from './case-labels';

const bea: CaseAssignee = { id: 's2', email: 'bea@example.com', claimed_at: '2026-01-02T03:00:00Z', lapses_at: '2026-01-02T03:30:00Z' };

describe('a case in words', () => {
  it('says who works the item, the reader as "you"', () => {
    expect(assigneeText(null, 's1')).toBe('Unassigned');
    expect(assigneeText(bea, 's2')).toBe('Claimed by you');
    expect(assigneeText(bea, 's1')).toBe('Claimed by bea@example.com');
    expect(assigneeText(bea, undefined)).toBe('Claimed by bea@example.com');
  });

  it('puts the SLA state in words with the item’s age', () => {
    const created = '2026-01-02T03:00:00Z';
    const at = (minutes: number) => Date.parse(created) + minutes * 60_000;
    expect(slaText('ok', created, at(12))).toBe('SLA OK · 12 min');
    expect(slaText('amber', created, at(125))).toBe('SLA Amber · 2 h 5 min');
    expect(slaText('red', created, at(60 * 24 * 3))).toBe('SLA Red · 3 d');
    // A clock behind the server's is no negative age.
    expect(slaText('ok', created, at(-5))).toBe('SLA OK · 0 s');
  });

  it('names each flag', () => {
    expect(FLAG_LABELS).toEqual({ large_amount: 'Large amount', new_client: 'New client' });
  });
});
