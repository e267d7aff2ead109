/** `--baseline OLD.json`: this run's main figures minus an older report's. */
import type { LoadReport } from './report-types';

const FIGURES: Record<string, (r: LoadReport) => number> = {
  throughput_per_s: (r) => r.throughput_per_s,
  'submit_ms.p50': (r) => r.submit_ms.p50,
  'submit_ms.p99': (r) => r.submit_ms.p99,
  'submit_ms.p999': (r) => r.submit_ms.p999,
  'settle_lag_ms.p50': (r) => r.settle_lag_ms.p50,
  'settle_lag_ms.p99': (r) => r.settle_lag_ms.p99,
  errors: (r) => r.errors,
  unsettled: (r) => r.unsettled,
};

const round = (n: number) => Math.round(n * 1000) / 1000;

export function baselineDeltas(current: LoadReport, baseline: LoadReport): NonNullable<LoadReport['baseline']> {
  const deltas: NonNullable<LoadReport['baseline']>['deltas'] = {};
  for (const [key, read] of Object.entries(FIGURES)) {
    const b = read(baseline);
    const c = read(current);
    deltas[key] = { baseline: b, current: c, delta: round(c - b) };
  }
  return { target: baseline.target, started_at: baseline.started_at, deltas };
}
