import { CLOSE_CUTOFF_MS } from '../../server/src/contracts/early-close';
import { INSTRUMENTS } from '../../server/src/contracts/instruments';
import { generate, type GenerateOptions } from './generate';
import { parseSubmissions, submissionProblem, toJsonl } from './submission';

const base: GenerateOptions = { users: 50, ratePerS: 100, seconds: 20, durations: [5, 60], symbols: ['BTCUSD', 'EURUSD'], mode: 'demo', seed: 1 };

describe('generate', () => {
  it('arrives at the rate asked, within 5 %, over the seconds asked, from the users asked', () => {
    const lines = generate(base);
    expect(Math.abs(lines.length - 2000)).toBeLessThan(100);
    expect(lines.every((l) => l.at_ms >= 0 && l.at_ms < 20_000)).toBe(true);
    const users = new Set(lines.map((l) => l.user));
    expect(users).toEqual(new Set(Array.from({ length: 50 }, (_, i) => `u${i + 1}`)));
    // Ordered by time, and roughly as many in each half (Poisson, not front-loaded).
    lines.slice(1).forEach((l, i) => expect(l.at_ms).toBeGreaterThanOrEqual(lines[i].at_ms));
    const firstHalf = lines.filter((l) => l.at_ms < 10_000).length;
    expect(Math.abs(firstHalf / lines.length - 0.5)).toBeLessThan(0.05);
  });

  it('writes only lines the API accepts: symbols, durations and mode as asked, the contracts own rules', () => {
    const lines = generate(base);
    expect(lines.every((l) => submissionProblem(l) === null)).toBe(true);
    expect(new Set(lines.map((l) => l.symbol))).toEqual(new Set(['BTCUSD', 'EURUSD']));
    expect(new Set(lines.map((l) => l.duration))).toEqual(new Set([5, 60]));
    for (const l of lines) expect(INSTRUMENTS.find((i) => i.symbol === l.symbol)!.trading_type).toBe(l.trading_type);
    expect(parseSubmissions(toJsonl(lines))).toEqual(lines);
  });

  it('puts a burst of K submissions at T whose trades all expire in the same second', () => {
    const lines = generate({ ...base, ratePerS: 10, burst: { atS: 3, count: 1000 } });
    const burst = lines.filter((l) => l.at_ms >= 3000 && l.at_ms <= 3100 && l.duration === 5);
    expect(burst.length).toBeGreaterThanOrEqual(1000);
    const expirySeconds = new Set(burst.map((l) => Math.floor((l.at_ms + l.duration * 1000) / 1000)));
    expect(expirySeconds).toEqual(new Set([8]));
  });

  it('is repeatable from its seed, and differs with another', () => {
    expect(generate(base)).toEqual(generate(base));
    expect(generate({ ...base, seed: 2 })).not.toEqual(generate(base));
  });
});

describe('generate --close-ratio', () => {
  const mixed: GenerateOptions = { ...base, durations: [5, 10, 60], closeRatio: 0.3 };
  const closing = (lines: ReturnType<typeof generate>) => lines.filter((l) => l.close_after_ms !== undefined);

  it('closes the share asked of the lines whose duration leaves a window, within 3 points, and none of the others', () => {
    const lines = generate(mixed);
    const closable = lines.filter((l) => l.duration >= 7);
    expect(closable.length).toBeGreaterThan(1000);
    expect(Math.abs(closing(lines).length / closable.length - 0.3)).toBeLessThan(0.03);
    expect(closing(lines).every((l) => l.duration !== 5)).toBe(true);
    expect(new Set(closing(lines).map((l) => l.duration))).toEqual(new Set([10, 60]));
  });

  it('draws each close uniformly in its window: at least 1 s after the open, at least the cutoff and 1 s before the expiry', () => {
    const lines = closing(generate(mixed));
    for (const l of lines) {
      expect(Number.isInteger(l.close_after_ms)).toBe(true);
      expect(l.close_after_ms).toBeGreaterThanOrEqual(1000);
      expect(l.close_after_ms).toBeLessThanOrEqual(l.duration * 1000 - CLOSE_CUTOFF_MS - 1000);
    }
    // Uniform: the 60 s lines' closes spread over their window [1000, 54000], about half in each half.
    const long = lines.filter((l) => l.duration === 60).map((l) => l.close_after_ms!);
    expect(Math.min(...long)).toBeLessThan(5000);
    expect(Math.max(...long)).toBeGreaterThan(50_000);
    expect(Math.abs(long.filter((ms) => ms < 27_500).length / long.length - 0.5)).toBeLessThan(0.08);
    expect(generate(mixed).every((l) => submissionProblem(l) === null)).toBe(true);
  });

  it('keeps the submissions the same seed writes without closes, repeats from its seed and differs with another', () => {
    const lines = generate(mixed);
    expect(lines.map(({ close_after_ms: _close, ...l }) => l)).toEqual(generate({ ...mixed, closeRatio: 0 }));
    expect(generate(mixed)).toEqual(lines);
    expect(closing(generate({ ...mixed, seed: 2 }))).not.toEqual(closing(lines));
    expect(parseSubmissions(toJsonl(lines))).toEqual(lines);
  });

  it('writes no close_after_ms at ratio 0 or when no duration leaves a window, and closes every closable line at ratio 1', () => {
    for (const o of [base, { ...base, closeRatio: 0 }, { ...base, durations: [5, 6], closeRatio: 1 }])
      expect(generate(o).some((l) => 'close_after_ms' in l)).toBe(false);
    const all = generate({ ...mixed, closeRatio: 1 });
    expect(all.filter((l) => l.duration >= 10).every((l) => l.close_after_ms !== undefined)).toBe(true);
    expect(toJsonl(generate({ ...base, seconds: 1 }))).not.toContain('close_after_ms');
  });
});

describe('a load file', () => {
  it('names the line of a bad submission', () => {
    const good = toJsonl(generate({ ...base, seconds: 1 }));
    expect(() => parseSubmissions(good + '{"at_ms":1}\n')).toThrow(/line \d+: user/);
    expect(() => parseSubmissions('nope\n')).toThrow('line 1: not JSON');
    const wrongType = { ...generate({ ...base, seconds: 1 })[0], trading_type: 'Currencies', symbol: 'BTCUSD' };
    expect(submissionProblem(wrongType)).toMatch(/trading_type must be Cryptocurrency/);
    expect(submissionProblem({ ...wrongType, trading_type: 'Cryptocurrency', amount: 0.5 })).toMatch(/^amount must be at least/);
  });
});
