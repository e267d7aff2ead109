import { baselineDeltas } from './baseline';
import type { LoadReport } from './report-types';
import { evaluateSlos, parseSlos } from './slo';

const report = (over: Partial<LoadReport> = {}): LoadReport => ({
  target: 'http://127.0.0.1:3000',
  started_at: '2026-11-24T17:00:00.000Z',
  duration_s: 10,
  sent: 100,
  accepted: 95,
  rejected: { '422': 3, '429': 1 },
  errors: 1,
  throughput_per_s: 9.5,
  submit_ms: { p50: 4, p90: 9, p99: 40, p999: 80, max: 120 },
  settle_lag_ms: { p50: 300, p90: 600, p99: 900, max: 1500 },
  settled: 94,
  unsettled: 1,
  slo: [],
  timeline: [],
  submit_curve: [],
  settle_lag_histogram: [],
  ...over,
});

describe('SLOs', () => {
  it('parses name=limit pairs', () => {
    expect(parseSlos('submit.p99=100, settle.p99=1000,errors=0,throughput=12.5')).toEqual([
      { name: 'submit.p99', limit: 100 },
      { name: 'settle.p99', limit: 1000 },
      { name: 'errors', limit: 0 },
      { name: 'throughput', limit: 12.5 },
    ]);
    expect(parseSlos('')).toEqual([]);
  });

  it('refuses unknown names and limits that are not numbers', () => {
    expect(() => parseSlos('submit.p98=1')).toThrow(/unknown name "submit.p98"/);
    expect(() => parseSlos('errors=few')).toThrow(/not name=number/);
    expect(() => parseSlos('errors')).toThrow(/not name=number/);
  });

  it('holds maxima at or under their limit and the throughput minimum at or over it', () => {
    const r = report();
    const results = evaluateSlos(parseSlos('submit.p99=40,submit.max=100,settle.p50=300,errors=0,rejected=4,unsettled=1,throughput=10'), r);
    expect(results.map((s) => [s.name, s.value, s.ok])).toEqual([
      ['submit.p99', 40, true],
      ['submit.max', 120, false],
      ['settle.p50', 300, true],
      ['errors', 1, false],
      ['rejected', 4, true],
      ['unsettled', 1, true],
      ['throughput', 9.5, false],
    ]);
    expect(evaluateSlos(parseSlos('throughput=9.5'), r)[0].ok).toBe(true);
  });

  it('counts a duplicate trade:settled as an error', () => {
    expect(evaluateSlos(parseSlos('errors=0'), report({ errors: 0, duplicate_settlements: 2 }))[0]).toMatchObject({ value: 2, ok: false });
  });
});

describe('baseline deltas', () => {
  it('answer current minus baseline for the main figures', () => {
    const old = report({ throughput_per_s: 8, submit_ms: { p50: 5, p90: 9, p99: 50, p999: 70, max: 100 }, errors: 3, unsettled: 0 });
    const b = baselineDeltas(report(), old);
    expect(b.started_at).toBe(old.started_at);
    expect(Object.keys(b.deltas)).toEqual([
      'throughput_per_s',
      'submit_ms.p50',
      'submit_ms.p99',
      'submit_ms.p999',
      'settle_lag_ms.p50',
      'settle_lag_ms.p99',
      'errors',
      'unsettled',
    ]);
    expect(b.deltas.throughput_per_s).toEqual({ baseline: 8, current: 9.5, delta: 1.5 });
    expect(b.deltas['submit_ms.p99']).toEqual({ baseline: 50, current: 40, delta: -10 });
    expect(b.deltas.errors.delta).toBe(-2);
    expect(b.deltas.unsettled.delta).toBe(1);
  });
});
