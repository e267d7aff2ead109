import type { ClientCase } from '../contracts/backoffice-clients';
import { newestFirst } from './client-cases';

const item = (kind: ClientCase['kind'], id: string, created_at: string): ClientCase => ({ kind, id, state: 'Pending', amount: null, created_at });

describe('newestFirst', () => {
  it('orders cases of every kind by when they were made, newest first', () => {
    const cases = [
      item('deposit', '1', '2026-11-20T10:00:00.000Z'),
      item('kyc', '7', '2026-11-25T10:00:00.000Z'),
      item('withdrawal', '3', '2026-11-22T10:00:00.000Z'),
    ];
    expect(cases.sort(newestFirst).map((c) => c.kind)).toEqual(['kyc', 'withdrawal', 'deposit']);
  });

  it('keeps a stable order for items made at one instant: by kind, then the larger id first (numerically)', () => {
    const at = '2026-11-20T10:00:00.000Z';
    const cases = [item('withdrawal', '2', at), item('deposit', '9', at), item('deposit', '10', at)];
    expect(cases.sort(newestFirst).map((c) => `${c.kind}:${c.id}`)).toEqual(['deposit:10', 'deposit:9', 'withdrawal:2']);
  });
});
