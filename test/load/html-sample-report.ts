/**
 * A realistic report for the HTML report's tests and for looking at it: 60 s at about 160 submissions a
 * second with a burst of 2,000 at 40 s, deterministic (a seeded generator), with a baseline.
 */
import type { LoadReport, TimelinePoint } from './report-types';

/** mulberry32: a small seeded generator, so the sample is the same on every run. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function sampleReport(): LoadReport {
  const random = seeded(12);
  const timeline: TimelinePoint[] = [];
  for (let second = 0; second < 60; second++) {
    const burst = second === 40 ? 2000 : 0;
    const sent = Math.round(160 + (random() - 0.5) * 30) + burst;
    const errors = second >= 40 && second <= 42 ? Math.round(random() * 5) : 0;
    const accepted = sent - errors - Math.round(random() * 2);
    const p99 = second >= 40 && second <= 43 ? 140 - (second - 40) * 25 + random() * 20 : 18 + random() * 12;
    timeline.push({ second, sent, accepted, errors, submit_p99: second === 59 ? null : Math.round(p99 * 10) / 10 });
  }
  const sent = timeline.reduce((n, p) => n + p.sent, 0);
  const errors = timeline.reduce((n, p) => n + p.errors, 0);
  const rejected = { '429': 37, '400': 5 };
  const accepted = sent - errors - rejected['429'] - rejected['400'];
  const curve = [0, 10, 25, 50, 75, 90, 95, 99, 99.5, 99.9, 99.95, 99.99, 99.999, 100];
  const curveMs = [2.1, 4.3, 6.2, 9.8, 14.5, 21, 27.4, 48.9, 71.2, 118.5, 146, 188.2, 231, 244.7];
  const histogram = [];
  for (let from = 0; from < 2000; from += 100) {
    const count = from < 600 ? Math.round(3000 * Math.exp(-((from - 200) ** 2) / 40000)) : Math.round(900 * Math.exp(-(from - 600) / 300));
    histogram.push({ from_ms: from, to_ms: from + 100, count });
  }
  return {
    target: 'http://127.0.0.1:3000',
    started_at: '2026-11-24T16:40:00.000Z',
    duration_s: 60.4,
    sent,
    accepted,
    rejected,
    errors,
    throughput_per_s: Math.round((sent / 60.4) * 10) / 10,
    submit_ms: { p50: 9.8, p90: 21, p99: 48.9, p999: 118.5, max: 244.7 },
    settle_lag_ms: { p50: 212, p90: 640, p99: 1420, max: 1985 },
    settled: accepted - 3,
    unsettled: 3,
    slo: [
      { name: 'submit.p99', limit: 100, value: 48.9, ok: true },
      { name: 'settle.p99', limit: 1000, value: 1420, ok: false },
      { name: 'errors', limit: 0, value: errors, ok: errors === 0 },
    ],
    baseline: {
      target: 'http://127.0.0.1:3000',
      started_at: '2026-11-23T10:12:00.000Z',
      deltas: {
        throughput_per_s: { baseline: 170.2, current: 198.4, delta: 28.2 },
        'submit_ms.p50': { baseline: 9.1, current: 9.8, delta: 0.7 },
        'submit_ms.p99': { baseline: 61.3, current: 48.9, delta: -12.4 },
        'settle_lag_ms.p99': { baseline: 980, current: 1420, delta: 440 },
        errors: { baseline: 0, current: errors, delta: errors },
        sent: { baseline: 10214, current: sent, delta: sent - 10214 },
      },
    },
    timeline,
    submit_curve: curve.map((percentile, i) => ({ percentile, ms: curveMs[i] })),
    settle_lag_histogram: histogram,
  };
}

/** A run that sent nothing: every count zero, every list empty. */
export function emptyReport(): LoadReport {
  return {
    target: 'http://127.0.0.1:3000',
    started_at: '2026-11-24T16:40:00.000Z',
    duration_s: 0,
    sent: 0,
    accepted: 0,
    rejected: {},
    errors: 0,
    throughput_per_s: 0,
    submit_ms: { p50: 0, p90: 0, p99: 0, p999: 0, max: 0 },
    settle_lag_ms: { p50: 0, p90: 0, p99: 0, max: 0 },
    settled: 0,
    unsettled: 0,
    slo: [],
    timeline: [],
    submit_curve: [],
    settle_lag_histogram: [],
  };
}

/** The sample run with a share of its trades closed early. */
export function sampleReportWithCloses(): LoadReport {
  return {
    ...sampleReport(),
    closes: {
      sent: 3480,
      closed: 3391,
      refused: { TRADE_NOT_OPEN: 12, CLOSE_TOO_LATE: 41, QUOTE_EXPIRED: 9 },
      errors: 27,
      retried: 118,
      close_ms: { p50: 14.2, p90: 31.5, p99: 77.3, p999: 162.4, max: 301.9 },
    },
  };
}
