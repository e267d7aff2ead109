import { closeWindowMs, MIN_CLOSABLE_DURATION_S } from './close-window';
import { parseSubmissions, type Submission, submissionProblem, toJsonl } from './submission';

const line = (over: Record<string, unknown> = {}) => ({
  at_ms: 0,
  user: 'u1',
  symbol: 'BTCUSD',
  trading_type: 'Cryptocurrency',
  amount: 1,
  duration: 10,
  mode: 'demo',
  strike_rate: 1,
  trade_mode: 'Buy',
  ...over,
});

describe('the close window', () => {
  it('runs from 1 s after the open to the 5 s cutoff and 1 s more before the expiry; shorter trades have none', () => {
    expect(MIN_CLOSABLE_DURATION_S).toBe(7);
    expect(closeWindowMs(6)).toBeNull();
    expect(closeWindowMs(7)).toEqual({ fromMs: 1000, toMs: 1000 });
    expect(closeWindowMs(8)).toEqual({ fromMs: 1000, toMs: 2000 });
    expect(closeWindowMs(60)).toEqual({ fromMs: 1000, toMs: 54_000 });
  });
});

describe("a load line's close_after_ms", () => {
  it('is optional: a line without it (an older file) is fine', () => {
    expect(submissionProblem(line())).toBeNull();
    expect(parseSubmissions(toJsonl([line() as Submission]))).toEqual([line()]);
  });

  it('is taken inside its window, bounds included', () => {
    for (const ms of [1000, 2500, 4000]) expect(submissionProblem(line({ close_after_ms: ms }))).toBeNull();
  });

  it('is refused outside its window, when not a whole number, and on a trade too short to close, naming the window', () => {
    const window = 'close_after_ms must be a whole number of ms from 1000 to 4000 for a 10 s trade (1 s after the open to 6 s before its expiry)';
    for (const bad of [999, 4001, 1500.5, '2000', null, -1]) expect(submissionProblem(line({ close_after_ms: bad }))).toBe(window);
    expect(submissionProblem(line({ duration: 5, close_after_ms: 1000 }))).toBe(
      'close_after_ms is not allowed on a 5 s trade: closes need trades of at least 7 s',
    );
    const text = toJsonl([line() as Submission]) + JSON.stringify(line({ close_after_ms: 9000 })) + '\n';
    expect(() => parseSubmissions(text)).toThrow(/^line 2: close_after_ms must be a whole number of ms from 1000 to 4000/);
  });
});
