import { buckets, merged, newHistogram, percentileCurve, percentileMs, recordMs, summary } from './histogram';

const exactPercentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];

describe('HDR histograms of milliseconds', () => {
  it('two histograms merged give the percentiles of the union of their values', () => {
    const a = newHistogram();
    const b = newHistogram();
    const all: number[] = [];
    for (let i = 1; i <= 1000; i++) {
      const fast = i * 0.05; // 0.05 .. 50 ms
      const slow = 100 + i * 2; // 102 .. 2100 ms
      recordMs(a, fast);
      recordMs(b, slow);
      all.push(fast, slow);
    }
    all.sort((x, y) => x - y);
    const union = merged([a, b]);
    expect(union.totalCount).toBe(2000);
    for (const p of [50, 90, 99, 99.9]) {
      const exact = exactPercentile(all, p);
      // HDR with 3 significant digits: within 0.1 % of the exact value.
      expect(Math.abs(percentileMs(union, p) - exact)).toBeLessThanOrEqual(exact * 0.001 + 0.001);
    }
    // Neither half alone has the union's median.
    expect(percentileMs(a, 50)).toBeLessThan(percentileMs(union, 50));
    expect(summary(union).max).toBeCloseTo(2100, 0);
  });

  it('keeps sub-millisecond precision and answers zeros when empty', () => {
    const h = newHistogram();
    expect(summary(h)).toEqual({ p50: 0, p90: 0, p99: 0, p999: 0, max: 0 });
    expect(percentileCurve(h)).toEqual([]);
    recordMs(h, 0.25);
    expect(percentileMs(h, 50)).toBeCloseTo(0.25, 3);
  });

  it('draws a rising percentile curve that ends at the max', () => {
    const h = newHistogram();
    for (let i = 1; i <= 100; i++) recordMs(h, i);
    const curve = percentileCurve(h);
    expect(curve.at(-1)).toEqual({ percentile: 100, ms: 100 });
    curve.slice(1).forEach((point, i) => expect(point.ms).toBeGreaterThanOrEqual(curve[i].ms));
  });

  it('buckets settle lags into round widths that count every value once', () => {
    const lags = [0, 5, 12, 250, 999, 1000, -3];
    const b = buckets(lags, 10);
    expect(b[0].from_ms).toBe(0);
    expect(b.reduce((n, x) => n + x.count, 0)).toBe(lags.length);
    expect(b.every((x) => x.to_ms - x.from_ms === 100)).toBe(true);
    expect(b.at(-1)!.to_ms).toBeGreaterThan(1000);
    expect(buckets([])).toEqual([]);
  });

  it('buckets the lags of a 10-minute run at 500/s (300,000 values) without overflowing the stack', () => {
    const lags = Array.from({ length: 300_000 }, (_, i) => i % 700);
    const b = buckets(lags, 10);
    expect(b.reduce((n, x) => n + x.count, 0)).toBe(lags.length);
    expect(b.at(-1)!.to_ms).toBeGreaterThan(699);
  });
});
