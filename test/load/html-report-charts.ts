/** The report's four charts, drawn from its timeline, latency curve and settle lag histogram. */
import { finite, formatMs, formatNumber, list } from './html-format';
import { barChart, lineChart, type Tick } from './html-svg-charts';
import type { LoadReport } from './report-types';

/** A chart and its legend (HTML under the title: it wraps on a phone where SVG text would not). */
export interface Figure {
  id: string;
  heading: string;
  svg: string;
  legend: { name: string; className: string; dashed?: boolean }[];
}

function sloLimit(report: LoadReport, name: string): number | null {
  const slo = list(report.slo).find((s) => s.name === name);
  return slo ? finite(slo.limit) : null;
}

function secondTicks(last: number): Tick[] {
  const step = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 1800, 3600].find((s) => last / s <= 6) ?? Math.ceil(last / 6 / 3600) * 3600;
  const ticks: Tick[] = [];
  for (let t = 0; t <= last; t += step) ticks.push({ value: t, label: `${formatNumber(t)}` });
  return ticks;
}

function timelineDomain(report: LoadReport): { domain: [number, number]; ticks: Tick[] } {
  const seconds = list(report.timeline)
    .map((p) => finite(p.second))
    .filter((s): s is number => s !== null);
  const last = Math.max(1, ...seconds);
  return { domain: [0, last], ticks: secondTicks(last) };
}

function throughput(report: LoadReport): Figure {
  const timeline = list(report.timeline).filter((p) => finite(p.second) !== null);
  const { domain, ticks } = timelineDomain(report);
  const series = (key: 'sent' | 'accepted' | 'errors') =>
    timeline.map((p) => {
      const y = finite(p[key]);
      return y === null ? null : { x: p.second, y };
    });
  const lines = [
    { name: 'Sent', className: 'series-sent', dashed: true, points: series('sent') },
    { name: 'Accepted', className: 'series-accepted', points: series('accepted') },
  ];
  if (timeline.some((p) => (finite(p.errors) ?? 0) > 0)) lines.push({ name: 'Errors', className: 'series-errors', points: series('errors') });
  const svg = lineChart({
    id: 'chart-throughput',
    title: 'Throughput over time',
    description: `Submissions sent and accepted in each second of the run; ${formatNumber(report.throughput_per_s, 1)} per second on average.`,
    xLabel: 'Time since start (s)',
    yLabel: 'Submissions per second',
    xDomain: domain,
    xTicks: ticks,
    formatY: (n) => formatNumber(n),
    series: lines,
  });
  return { id: 'chart-throughput', heading: 'Throughput (per second)', svg, legend: lines };
}

function p99OverTime(report: LoadReport): Figure {
  const { domain, ticks } = timelineDomain(report);
  const points = list(report.timeline).map((p) => {
    const x = finite(p.second);
    const y = finite(p.submit_p99);
    return x === null || y === null ? null : { x, y };
  });
  const limit = sloLimit(report, 'submit.p99');
  const line = { name: 'Submit p99', className: 'series-p99', points };
  const svg = lineChart({
    id: 'chart-p99',
    title: 'Submit latency p99 over time',
    description: `The 99th percentile of submit latency, from the intended send time, for the submits of each second; ${formatMs(report.submit_ms?.p99)} ms over the whole run.`,
    xLabel: 'Time since start (s)',
    yLabel: 'Submit p99 (ms)',
    xDomain: domain,
    xTicks: ticks,
    formatY: formatMs,
    series: [line],
    marks: limit === null ? [] : [{ y: limit, label: `SLO ${formatMs(limit)} ms` }],
  });
  return {
    id: 'chart-p99',
    heading: 'Submit latency p99 over time',
    svg,
    legend: limit === null ? [line] : [line, { name: 'SLO limit', className: 'mark', dashed: true }],
  };
}

/** HdrHistogram's percentile axis: 90 %, 99 %, 99.9 % ... equally spaced (log of 1 / (1 − p)). */
const PERCENTILE_TICKS = [50, 90, 99, 99.9, 99.99, 99.999];
const MAX_NINES = 5;

function percentileX(p: number): number {
  return Math.min(MAX_NINES, Math.log10(100 / Math.max(100 - p, 10 ** -MAX_NINES * 100)));
}

function latencyCurve(report: LoadReport): Figure {
  const points = list(report.submit_curve)
    .map((c) => ({ p: finite(c.percentile), ms: finite(c.ms) }))
    .filter((c): c is { p: number; ms: number } => c.p !== null && c.ms !== null && c.p >= 0 && c.p <= 100)
    .sort((a, b) => a.p - b.p)
    .map((c) => ({ x: percentileX(c.p), y: c.ms }));
  const lastX = Math.max(4, Math.ceil(Math.max(0, ...points.map((p) => p.x))));
  const ticks = PERCENTILE_TICKS.map((p) => ({ value: percentileX(p), label: `${p}%` })).filter((t) => t.value <= lastX + 1e-9);
  const limit = sloLimit(report, 'submit.p99');
  const line = { name: 'Submit latency', className: 'series-curve', points };
  const svg = lineChart({
    id: 'chart-curve',
    title: 'Submit latency by percentile',
    description: `Submit latency at each percentile, on a log scale of percentiles like HdrHistogram's plots: p50 ${formatMs(report.submit_ms?.p50)} ms, p99 ${formatMs(report.submit_ms?.p99)} ms, p99.9 ${formatMs(report.submit_ms?.p999)} ms, max ${formatMs(report.submit_ms?.max)} ms.`,
    xLabel: 'Percentile',
    yLabel: 'Submit latency (ms)',
    xDomain: [0, lastX],
    xTicks: ticks,
    formatY: formatMs,
    series: [line],
    marks: limit === null ? [] : [{ y: limit, label: `SLO p99 ${formatMs(limit)} ms` }],
  });
  return {
    id: 'chart-curve',
    heading: 'Submit latency percentile curve',
    svg,
    legend: limit === null ? [line] : [line, { name: 'SLO limit', className: 'mark', dashed: true }],
  };
}

function settleHistogram(report: LoadReport): Figure {
  const bars = list(report.settle_lag_histogram)
    .map((b) => ({ from: finite(b.from_ms), to: finite(b.to_ms), count: finite(b.count) }))
    .filter((b): b is { from: number; to: number; count: number } => b.from !== null && b.to !== null && b.count !== null)
    .sort((a, b) => a.from - b.from);
  const svg = barChart({
    id: 'chart-settle',
    title: 'Settle lag histogram',
    description: `Accepted trades by the lag from their expiry to their result at the user's socket: p50 ${formatMs(report.settle_lag_ms?.p50)} ms, p99 ${formatMs(report.settle_lag_ms?.p99)} ms, max ${formatMs(report.settle_lag_ms?.max)} ms.`,
    xLabel: 'Settle lag (ms)',
    yLabel: 'Trades',
    bars,
    formatEdge: (n) => formatNumber(n, n < 10 ? 1 : 0),
  });
  return { id: 'chart-settle', heading: 'Settle lag histogram', svg, legend: [{ name: 'Trades per lag bucket', className: 'bar' }] };
}

export function reportFigures(report: LoadReport): Figure[] {
  return [throughput(report), p99OverTime(report), latencyCurve(report), settleHistogram(report)];
}
