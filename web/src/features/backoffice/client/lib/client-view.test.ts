import { describe, expect, it } from 'vitest';
import { casePath, caseName, clientPath, foundText, kindLabel, searchTermOf } from './client-view';

describe('the client page and search', () => {
  it('links a case to its item page, an adjustment’s included', () => {
    expect(casePath({ kind: 'deposit', id: '12' })).toBe('/backoffice/deposits/12');
    expect(casePath({ kind: 'kyc', id: '3' })).toBe('/backoffice/kyc/3');
    expect(casePath({ kind: 'plan', id: '7' })).toBe('/backoffice/plans/7');
    expect(casePath({ kind: 'adjustment', id: '5' })).toBe('/backoffice/adjustments/5');
  });

  it('names cases and kinds in words', () => {
    expect(caseName({ kind: 'withdrawal', id: '9' })).toBe('Withdrawal #9');
    expect(kindLabel('kyc')).toBe('Identity document');
    expect(kindLabel('something-new')).toBe('something-new');
  });

  it('asks for a trimmed term of 2 to 200 characters only', () => {
    expect(searchTermOf('  ann lee ')).toBe('ann lee');
    expect(searchTermOf(' a ')).toBeNull();
    expect(searchTermOf('')).toBeNull();
    expect(searchTermOf('x'.repeat(200))).toHaveLength(200);
    expect(searchTermOf('x'.repeat(201))).toBeNull();
  });

  it('says how many clients were found', () => {
    expect([foundText(0), foundText(1), foundText(4)]).toEqual(['No client found', '1 client found', '4 clients found']);
  });

  it('builds the client page path', () => {
    expect(clientPath('0b6c9d2e-1f1a-4c3b-9d1e-2a7f5e9c8b10')).toBe('/backoffice/clients/0b6c9d2e-1f1a-4c3b-9d1e-2a7f5e9c8b10');
  });
});
