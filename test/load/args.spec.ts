import { listFlag, numberFlag, parseFlags, UsageError } from './args';
import { generateOptions } from './commands';

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

  it('bounds a number from both sides when asked', () => {
    const ratio = (raw: string) => numberFlag(parseFlags(['--ratio', raw], ['ratio']), 'ratio', 0, { min: 0, max: 1 });
    expect(ratio('0')).toBe(0);
    expect(ratio('0.25')).toBe(0.25);
    expect(ratio('1')).toBe(1);
    expect(() => ratio('1.01')).toThrow(new UsageError('--ratio must be a number from 0 to 1, got "1.01"'));
    expect(() => ratio('-0.1')).toThrow('--ratio must be a number from 0 to 1, got "-0.1"');
  });
});

describe('generate --close-ratio', () => {
  const args = ['--users', '2', '--rate', '1', '--seconds', '5', '--out', 'load.jsonl'];

  it('is a share from 0 to 1, 0 when not given', () => {
    expect(generateOptions(args).options.closeRatio).toBe(0);
    expect(generateOptions([...args, '--close-ratio', '0.5']).options.closeRatio).toBe(0.5);
    expect(generateOptions([...args, '--close-ratio=1']).options.closeRatio).toBe(1);
    expect(generateOptions(args).out).toBe('load.jsonl');
  });

  it('refuses anything else with a usage error that says what it takes', () => {
    for (const bad of ['1.5', '-1', 'half', '50%', ' '])
      expect(() => generateOptions([...args, '--close-ratio', bad])).toThrow(new UsageError(`--close-ratio must be a number from 0 to 1, got "${bad}"`));
    expect(() => generateOptions([...args, '--close-ratio'])).toThrow('--close-ratio needs a value');
  });
});
