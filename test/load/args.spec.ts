import { listFlag, numberFlag, parseFlags, UsageError } from './args';

describe('command-line options', () => {
  it('reads --name value and --name=value', () => {
    const f = parseFlags(['--users', '20', '--rate=5.5', '--durations', '5,60'], ['users', 'rate', 'durations'], ['users']);
    expect(numberFlag(f, 'users', 0, { integer: true })).toBe(20);
    expect(numberFlag(f, 'rate', 0)).toBe(5.5);
    expect(listFlag(f, 'durations')).toEqual(['5', '60']);
    expect(numberFlag(f, 'seconds', 7)).toBe(7);
  });

  it('refuses unknown, repeated, missing and malformed options with a usage error', () => {
    expect(() => parseFlags(['--usres', '2'], ['users'])).toThrow(new UsageError('Unknown option --usres'));
    expect(() => parseFlags(['--users', '2', '--users', '3'], ['users'])).toThrow('--users is given twice');
    expect(() => parseFlags([], ['users'], ['users'])).toThrow('--users is required');
    expect(() => parseFlags(['--users'], ['users'])).toThrow('--users needs a value');
    expect(() => parseFlags(['users'], ['users'])).toThrow('Unexpected argument "users"');
    expect(() => numberFlag(parseFlags(['--users', '2.5'], ['users']), 'users', 0, { integer: true })).toThrow(/whole number/);
    expect(() => numberFlag(parseFlags(['--speed', '0'], ['speed']), 'speed', 1, { positive: true })).toThrow(/above 0/);
  });
});
