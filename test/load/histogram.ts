/** HDR histograms of milliseconds (recorded in microseconds: constant memory, mergeable) and their summaries. */
import { build, type Histogram } from 'hdr-histogram-js';

export type { Histogram };

export const newHistogram = (): Histogram => build({ lowestDiscernibleValue: 1, numberOfSignificantValueDigits: 3, autoResize: true });

/** Records a duration in ms (negative values, from clocks apart, count as 0). */
export const recordMs = (h: Histogram, ms: number): void => h.recordValue(Math.max(0, Math.round(ms * 1000)));

/** The value at a percentile (HDR answers the top of its bucket: never above the largest value recorded). */
export const percentileMs = (h: Histogram, p: number): number => (h.totalCount === 0 ? 0 : round(Math.min(h.getValueAtPercentile(p), h.maxValue) / 1000));
export const maxMs = (h: Histogram): number => (h.totalCount === 0 ? 0 : round(h.maxValue / 1000));

const round = (ms: number): number => Math.round(ms * 1000) / 1000;

/** A new histogram holding the values of all the given ones. */
export function merged(histograms: readonly Histogram[]): Histogram {
  const out = newHistogram();
  for (const h of histograms) out.add(h);
  return out;
}

export const summary = (h: Histogram) => ({
  p50: percentileMs(h, 50),
  p90: percentileMs(h, 90),
  p99: percentileMs(h, 99),
  p999: percentileMs(h, 99.9),
  max: maxMs(h),
});

/** The percentile curve the HTML report draws: 0 to 99.999 on a log-like scale, then the max. */
export function percentileCurve(h: Histogram): { percentile: number; ms: number }[] {
  if (h.totalCount === 0) return [];
  const points = [0, 10, 25, 50, 75, 90, 95, 99, 99.5, 99.9, 99.95, 99.99, 99.999];
  return [...points.map((p) => ({ percentile: p, ms: percentileMs(h, p) })), { percentile: 100, ms: maxMs(h) }];
}

/** Counts per bucket of a round width from 0 to the max (at most `maxBuckets`), for the settle lag histogram. */
export function buckets(valuesMs: readonly number[], maxBuckets = 40): { from_ms: number; to_ms: number; count: number }[] {
  if (valuesMs.length === 0) return [];
  // A loop, not Math.max(...values): a long run's hundreds of thousands of arguments overflow the stack.
  const max = valuesMs.reduce((m, v) => (v > m ? v : m), 0);
  const width = niceWidth(max / maxBuckets);
  const n = Math.max(1, Math.floor(max / width) + 1);
  const out = Array.from({ length: n }, (_, i) => ({ from_ms: i * width, to_ms: (i + 1) * width, count: 0 }));
  for (const v of valuesMs) out[Math.min(n - 1, Math.floor(Math.max(0, v) / width))].count++;
  return out;
}

function niceWidth(raw: number): number {
  for (let scale = 1; ; scale *= 10) for (const s of [1, 2, 5]) if (s * scale >= raw) return s * scale;
}
