import { birthDateProblem, latestBirthDate } from './birth-date';

describe('birthDateProblem', () => {
  const today = new Date('2026-03-01T12:00:00Z');
  const check = (value: unknown) => birthDateProblem(value, 18, today);

  it('accepts a real date at least 18 years ago', () => {
    expect(check('1990-07-15')).toBeNull();
    expect(check('2008-03-01')).toBeNull(); // 18 today
    expect(check('2008-02-29')).toBeNull(); // no 29 February in 2026: 18 since 1 March
  });

  it('refuses what is not a real YYYY-MM-DD date', () => {
    for (const value of ['1990-02-30', '1990-13-01', '15/07/1990', '1990-7-15', '', 19900715, null, '1850-01-01']) {
      expect({ value, problem: check(value) }).toEqual({ value, problem: 'is invalid' });
    }
  });

  it('refuses today, a future date and someone under 18', () => {
    expect(check('2026-03-01')).toBe('must be in the past');
    expect(check('2030-01-01')).toBe('must be in the past');
    expect(check('2008-03-02')).toBe('must be at least 18 years ago');
  });

  it("offers the picker's maximum as the latest date the rule accepts", () => {
    expect(latestBirthDate(today, 18)).toBe('2008-03-01');
    expect(check(latestBirthDate(today, 18))).toBeNull();
  });
});
