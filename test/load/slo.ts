/** `--slo submit.p99=100,settle.p99=1000,errors=0`: thresholds that fail a run (exit code 1). */
import type { LoadReport, SloResult } from './report-types';

/** Every SLO name and how to read it from a report; `throughput` is a minimum, the others maxima. */
const VALUES: Record<string, (r: Omit<LoadReport, 'slo'>) => number> = {
  'submit.p50': (r) => r.submit_ms.p50,
  'submit.p90': (r) => r.submit_ms.p90,
  'submit.p99': (r) => r.submit_ms.p99,
  'submit.p999': (r) => r.submit_ms.p999,
  'submit.max': (r) => r.submit_ms.max,
  'settle.p50': (r) => r.settle_lag_ms.p50,
  'settle.p90': (r) => r.settle_lag_ms.p90,
  'settle.p99': (r) => r.settle_lag_ms.p99,
  'settle.max': (r) => r.settle_lag_ms.max,
  errors: (r) => r.errors + (r.duplicate_settlements ?? 0),
  rejected: (r) => Object.values(r.rejected).reduce((a, b) => a + b, 0),
  unsettled: (r) => r.unsettled,
  throughput: (r) => r.throughput_per_s,
};
export const SLO_NAMES = Object.keys(VALUES);
const MINIMA = new Set(['throughput']);

export interface Slo {
  name: string;
  limit: number;
}

export function parseSlos(text: string): Slo[] {
  return text
    .split(',')
    .filter((part) => part.trim() !== '')
    .map((part) => {
      const m = /^\s*([a-z0-9.]+)\s*=\s*([0-9]+(?:\.[0-9]+)?)\s*$/.exec(part);
      if (!m) throw new Error(`--slo: "${part}" is not name=number`);
      if (!VALUES[m[1]]) throw new Error(`--slo: unknown name "${m[1]}" (known: ${SLO_NAMES.join(', ')})`);
      return { name: m[1], limit: Number(m[2]) };
    });
}

export function evaluateSlos(slos: readonly Slo[], report: Omit<LoadReport, 'slo'>): SloResult[] {
  return slos.map(({ name, limit }) => {
    const value = VALUES[name](report);
    return { name, limit, value, ok: MINIMA.has(name) ? value >= limit : value <= limit };
  });
}
