/**
 * Chart primitives for the HTML report: inline SVG built as text, no script and no library. The SVGs
 * take the page's width through their viewBox; colours come from the page's CSS classes (light, dark,
 * print), so a series is told apart by its dash pattern too, never by colour alone.
 */
import { escapeHtml, formatNumber } from './html-format';

// Narrower than a desktop column so that text, scaled with the chart, stays legible on a 390 px phone.
const W = 460;
const H = 280;
const M = { top: 14, right: 36, bottom: 50, left: 72 };
const PLOT_W = W - M.left - M.right;
const PLOT_H = H - M.top - M.bottom;

export interface Tick {
  value: number;
  label: string;
}

export interface ChartFrame {
  /** Unique in the page: ties the SVG to its title and description. */
  id: string;
  title: string;
  /** What the chart shows, in words, for screen readers (and as the no-data note's context). */
  description: string;
  xLabel: string;
  yLabel: string;
}

export interface LineSeries {
  name: string;
  /** A CSS class that gives the stroke colour (e.g. "series-a"). */
  className: string;
  dashed?: boolean;
  /** null breaks the line (no value in that interval). */
  points: ({ x: number; y: number } | null)[];
}

export interface LineChart extends ChartFrame {
  series: LineSeries[];
  /** Default: nice ticks over the points' x range. */
  xDomain?: [number, number];
  xTicks?: Tick[];
  formatY?: (n: number) => string;
  /** Horizontal marks, e.g. an SLO's limit. */
  marks?: { y: number; label: string }[];
}

export interface BarChart extends ChartFrame {
  bars: { from: number; to: number; count: number }[];
  formatEdge: (n: number) => string;
}

/** About `count` round steps (1, 2 or 5 times a power of ten) from 0 to at least `max`. */
export function niceTicks(max: number, count = 5): number[] {
  const top = max > 0 && Number.isFinite(max) ? max : 1;
  const raw = top / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((f) => f * power).find((s) => s >= raw) ?? 10 * power;
  const ticks: number[] = [];
  for (let i = 0; ticks.length === 0 || ticks[ticks.length - 1] < top - 1e-9; i++) ticks.push(round(i * step));
  return ticks;
}

/** Rounds off float noise (0.30000000000000004) from tick arithmetic. */
function round(n: number): number {
  return Number(n.toPrecision(12));
}

function num(n: number): string {
  return String(Math.round(n * 10) / 10);
}

function open(frame: ChartFrame): string {
  const id = escapeHtml(frame.id);
  return (
    `<svg class="chart" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="${id}-title ${id}-desc" preserveAspectRatio="xMidYMid meet">` +
    `<title id="${id}-title">${escapeHtml(frame.title)}</title><desc id="${id}-desc">${escapeHtml(frame.description)}</desc>`
  );
}

function axisLabels(frame: ChartFrame): string {
  const x = M.left + PLOT_W / 2;
  const y = M.top + PLOT_H / 2;
  return (
    `<text class="axis-label" x="${x}" y="${H - 6}" text-anchor="middle">${escapeHtml(frame.xLabel)}</text>` +
    `<text class="axis-label" x="14" y="${y}" text-anchor="middle" transform="rotate(-90 14 ${y})">${escapeHtml(frame.yLabel)}</text>`
  );
}

function noData(frame: ChartFrame): string {
  return (
    open(frame) +
    `<rect class="plot" x="${M.left}" y="${M.top}" width="${PLOT_W}" height="${PLOT_H}"/>` +
    `<text class="no-data" x="${M.left + PLOT_W / 2}" y="${M.top + PLOT_H / 2}" text-anchor="middle" dominant-baseline="middle">No data</text>` +
    axisLabels(frame) +
    '</svg>'
  );
}

/** Grid, y ticks and x ticks; returns the scales too. */
function axes(frame: ChartFrame, xDomain: [number, number], xTicks: Tick[], yTicks: number[], formatY: (n: number) => string) {
  const [x0, x1] = xDomain;
  const yMax = yTicks[yTicks.length - 1];
  const sx = (x: number) => M.left + ((x - x0) / (x1 - x0 || 1)) * PLOT_W;
  const sy = (y: number) => M.top + PLOT_H - (Math.min(Math.max(y, 0), yMax) / (yMax || 1)) * PLOT_H;
  let svg = `<rect class="plot" x="${M.left}" y="${M.top}" width="${PLOT_W}" height="${PLOT_H}"/>`;
  for (const t of yTicks) {
    const y = num(sy(t));
    svg += `<line class="grid" x1="${M.left}" x2="${M.left + PLOT_W}" y1="${y}" y2="${y}"/>`;
    svg += `<text class="tick" x="${M.left - 6}" y="${y}" text-anchor="end" dominant-baseline="middle">${escapeHtml(formatY(t))}</text>`;
  }
  for (const t of xTicks) {
    const x = num(sx(t.value));
    svg += `<line class="grid" x1="${x}" x2="${x}" y1="${M.top}" y2="${M.top + PLOT_H}"/>`;
    svg += `<text class="tick" x="${x}" y="${M.top + PLOT_H + 18}" text-anchor="middle">${escapeHtml(t.label)}</text>`;
  }
  return { svg: svg + axisLabels(frame), sx, sy, yMax };
}

export function lineChart(chart: LineChart): string {
  const points = chart.series.flatMap((s) => s.points).filter((p): p is { x: number; y: number } => p !== null);
  if (points.length === 0) return noData(chart);
  const xs = points.map((p) => p.x);
  const dataX: [number, number] = [Math.min(...xs), Math.max(...xs)];
  const xDomain = chart.xDomain ?? (dataX[0] === dataX[1] ? [dataX[0], dataX[0] + 1] : dataX);
  const xTicks = chart.xTicks ?? niceTicks(xDomain[1]).map((v) => ({ value: v, label: formatNumber(v, 2) }));
  const visibleXTicks = xTicks.filter((t) => t.value >= xDomain[0] - 1e-9 && t.value <= xDomain[1] + 1e-9);
  const marks = chart.marks ?? [];
  const yTop = Math.max(...points.map((p) => p.y), ...marks.map((m) => m.y));
  const formatY = chart.formatY ?? ((n: number) => formatNumber(n, 2));
  const { svg: frame, sx, sy } = axes(chart, xDomain, visibleXTicks, niceTicks(yTop), formatY);
  let svg = open(chart) + frame;
  for (const mark of marks) {
    const y = num(sy(mark.y));
    svg += `<line class="mark" x1="${M.left}" x2="${M.left + PLOT_W}" y1="${y}" y2="${y}"/>`;
  }
  // Dashed series go last, on top: a dashed line under a solid one of the same shape would vanish.
  for (const series of [...chart.series].sort((a, b) => Number(a.dashed ?? false) - Number(b.dashed ?? false))) {
    const cls = `line ${escapeHtml(series.className)}${series.dashed ? ' dashed' : ''}`;
    let path = '';
    const lonely: { x: number; y: number }[] = [];
    series.points.forEach((p, i) => {
      if (p === null) return;
      const prev = series.points[i - 1];
      const next = series.points[i + 1];
      path += `${prev ? 'L' : 'M'}${num(sx(p.x))} ${num(sy(p.y))}`;
      if (!prev && !next) lonely.push(p);
    });
    svg += `<path class="${cls}" d="${path}"><title>${escapeHtml(series.name)}</title></path>`;
    for (const p of lonely) svg += `<circle class="dot ${escapeHtml(series.className)}" cx="${num(sx(p.x))}" cy="${num(sy(p.y))}" r="2.5"/>`;
  }
  // Mark labels over the lines, on a halo (CSS), so a line crossing them leaves them readable.
  for (const mark of marks) {
    svg += `<text class="mark-label" x="${M.left + PLOT_W - 4}" y="${num(sy(mark.y) - 5)}" text-anchor="end">${escapeHtml(mark.label)}</text>`;
  }
  return svg + '</svg>';
}

/** A histogram: one bar per bucket, equal widths (buckets may grow), edges labelled below. */
export function barChart(chart: BarChart): string {
  const bars = chart.bars;
  if (bars.length === 0 || bars.every((b) => b.count === 0)) return noData(chart);
  const labelEvery = Math.max(1, Math.ceil((bars.length + 1) / 7));
  const xTicks: Tick[] = [];
  for (let i = 0; i <= bars.length; i += labelEvery) xTicks.push({ value: i, label: chart.formatEdge(i < bars.length ? bars[i].from : bars[i - 1].to) });
  const yTop = Math.max(...bars.map((b) => b.count));
  const { svg: frame, sx, sy } = axes(chart, [0, bars.length], xTicks, niceTicks(yTop), (n) => formatNumber(n));
  let svg = open(chart) + frame;
  const gap = Math.min(2, PLOT_W / bars.length / 4);
  bars.forEach((b, i) => {
    if (b.count <= 0) return;
    const x = sx(i) + gap / 2;
    const y = Math.min(sy(b.count), M.top + PLOT_H - 1); // one bucket of 3 among 10,000 still shows
    const label = `${chart.formatEdge(b.from)}–${chart.formatEdge(b.to)}: ${formatNumber(b.count)}`;
    svg += `<rect class="bar" x="${num(x)}" y="${num(y)}" width="${num(sx(i + 1) - sx(i) - gap)}" height="${num(M.top + PLOT_H - y)}"><title>${escapeHtml(label)}</title></rect>`;
  });
  return svg + '</svg>';
}
