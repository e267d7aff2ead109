/**
 * The load tool's HTML report: one file that opens offline and makes no request (inline CSS, inline SVG
 * charts, no script, and a CSP that forbids loading anything), readable on a phone, a desktop and paper.
 */
import { escapeHtml, finite, formatDelta, formatMs, formatNumber, formatPercentChange, list } from './html-format';
import { reportFigures, type Figure } from './html-report-charts';
import { REPORT_CSS } from './html-style';
import type { CloseFigures, LoadReport, SloResult } from './report-types';

/** Nothing may load: styles are inline, images are inline SVG. */
const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'none'; base-uri 'none'";

/** A figure's name, allowed to break after its dots and underscores on a phone ("settle_lag_ms.<wbr>p99"). */
function breakableName(name: unknown): string {
  return escapeHtml(name).replace(/([._])/g, '$1<wbr>');
}

/** "2026-11-24 16:40:00 UTC" in a <time>, or the text as it came when it is no date. */
function when(value: unknown): string {
  const date = typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return escapeHtml(value);
  const iso = date.toISOString();
  return `<time datetime="${iso}">${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC</time>`;
}

function header(report: LoadReport): string {
  const partial =
    report.partial === true
      ? '<p class="banner warn" role="alert">Partial run: it was ended early (Ctrl-C), so these figures cover only the part that ran.</p>'
      : '';
  return `<header>
<h1>Load test report</h1>
<p class="target">${escapeHtml(report.target)}</p>
<p class="meta"><span>Started ${when(report.started_at)}</span> · <span>Duration ${formatNumber(report.duration_s, 1)} s</span></p>
${partial}${sloVerdict(list(report.slo))}
</header>`;
}

function sloVerdict(slos: SloResult[]): string {
  if (slos.length === 0) return '<p class="banner neutral">No SLOs were set for this run.</p>';
  const broken = slos.filter((s) => s.ok !== true);
  if (broken.length === 0) return `<p class="banner ok">✓ All ${slos.length} SLOs hold.</p>`;
  return `<p class="banner bad">✗ ${broken.length} of ${slos.length} SLOs broken: ${broken.map((s) => escapeHtml(s.name)).join(', ')}.</p>`;
}

function share(part: unknown, whole: unknown, of: string): string {
  const p = finite(part);
  const w = finite(whole);
  if (p === null || w === null || w === 0) return '';
  const pct = (p / w) * 100;
  // Never "100 %" while some are missing, nor "0 %" when some are there.
  const text = pct > 99.9 && pct < 100 ? '&gt; 99.9' : pct > 0 && pct < 0.1 ? '&lt; 0.1' : formatNumber(pct, 1);
  return `<small>${text} % of ${of}</small>`;
}

/** The run's closes, when it had any (and the file holds an object there). */
function closesOf(report: LoadReport): Partial<CloseFigures> | null {
  const closes: unknown = report.closes;
  return typeof closes === 'object' && closes !== null ? closes : null;
}

/** A total and its parts by key ("400: 5 · 429: 37"), sorted by key. */
function byKey(counts: unknown, separator = ' · '): { total: number; note: string } {
  const entries = Object.entries(typeof counts === 'object' && counts !== null ? counts : {}).sort(([a], [b]) => a.localeCompare(b));
  const total = entries.reduce((sum, [, n]) => sum + (finite(n) ?? 0), 0);
  const note = entries.length === 0 ? '' : `<small>${entries.map(([key, n]) => `${escapeHtml(key)}: ${formatNumber(n)}`).join(separator)}</small>`;
  return { total, note };
}

const figure = (name: string, value: string, note = '') => `<div><dt>${name}</dt><dd>${value}${note}</dd></div>`;

function closeFigures(report: LoadReport): string {
  const closes = closesOf(report);
  if (!closes) return '';
  // One code a line: codes are long words that would wrap at their separators.
  const refused = byKey(closes.refused, '<br>');
  return `
${figure('Closes sent', formatNumber(closes.sent), `<small>${formatNumber(closes.retried)} retried after QUOTE_EXPIRED</small>`)}
${figure('Closed', formatNumber(closes.closed), share(closes.closed, closes.sent, 'closes sent'))}
${figure('Close refused', formatNumber(refused.total), refused.note)}
${figure('Close errors', formatNumber(closes.errors), '<small>5xx or no HTTP answer</small>')}`;
}

function keyFigures(report: LoadReport): string {
  const rejected = byKey(report.rejected);
  return `<section aria-labelledby="figures-h">
<h2 id="figures-h">Key figures</h2>
<dl class="figures">
${figure('Sent', formatNumber(report.sent))}
${figure('Accepted', formatNumber(report.accepted), share(report.accepted, report.sent, 'sent'))}
${figure('Rejected', formatNumber(rejected.total), rejected.note)}
${figure('Errors', formatNumber(report.errors), '<small>no HTTP answer</small>')}
${figure('Throughput', formatNumber(report.throughput_per_s, 1), '<small>per second</small>')}
${figure('Settled', formatNumber(report.settled), share(report.settled, report.accepted, 'accepted'))}
${figure('Unsettled', formatNumber(report.unsettled), share(report.unsettled, report.accepted, 'accepted'))}${closeFigures(report)}
</dl>
</section>`;
}

function latencyTable(report: LoadReport): string {
  const s: Partial<LoadReport['submit_ms']> = report.submit_ms ?? {};
  const l: Partial<LoadReport['settle_lag_ms']> = report.settle_lag_ms ?? {};
  const closes = closesOf(report);
  const c: Partial<CloseFigures['close_ms']> = (closes && closes.close_ms) ?? {};
  const rows: [string, unknown, unknown, unknown][] = [
    ['p50', s.p50, c.p50, l.p50],
    ['p90', s.p90, c.p90, l.p90],
    ['p99', s.p99, c.p99, l.p99],
    ['p99.9', s.p999, c.p999, undefined],
    ['max', s.max, c.max, l.max],
  ];
  const closeCell = (v: unknown) => (closes ? `<td>${formatMs(v)}</td>` : '');
  return `<section aria-labelledby="latency-h">
<h2 id="latency-h">Latency</h2>
<div class="table-wrap"><table>
<thead><tr><th scope="col">Percentile</th><th scope="col">Submit (ms)</th>${closes ? '<th scope="col">Close (ms)</th>' : ''}<th scope="col">Settle lag (ms)</th></tr></thead>
<tbody>
${rows.map(([name, submit, close, settle]) => `<tr><th scope="row">${name}</th><td>${formatMs(submit)}</td>${closeCell(close)}<td>${formatMs(settle)}</td></tr>`).join('\n')}
</tbody>
</table></div>
<p class="note">Submit latency counts from each submission's intended send time, so a stalled target cannot hide its queue (no coordinated omission).${closes ? " Close latency counts from each close's due time through its quote and its close (and the one retry after QUOTE_EXPIRED)." : ''} Settle lag runs from a trade's expiry to its result reaching the user's socket${closes ? '; trades closed early have none' : ''}.</p>
</section>`;
}

/** "submit.p99" and "settle.p99" are in ms; "errors" is a count. */
function sloUnit(name: string): string {
  return /^(submit|settle)\./.test(name) || /ms$/.test(name) ? ' ms' : '';
}

function sloTable(report: LoadReport): string {
  const slos = list(report.slo);
  const body =
    slos.length === 0
      ? '<p class="note">No SLOs were set (replay --slo submit.p99=100,settle.p99=1000,errors=0).</p>'
      : `<div class="table-wrap"><table>
<thead><tr><th scope="col">SLO</th><th scope="col">Limit</th><th scope="col">Value</th><th scope="col">State</th></tr></thead>
<tbody>
${slos
  .map((slo) => {
    const name = String(slo.name);
    const unit = sloUnit(name);
    const state = slo.ok === true ? '<span class="state ok">✓ OK</span>' : '<span class="state bad">✗ BROKEN</span>';
    return `<tr class="slo ${slo.ok === true ? 'slo-ok' : 'slo-broken'}"><td class="name">${breakableName(name)}</td><td>≤ ${formatMs(slo.limit)}${unit}</td><td>${formatMs(slo.value)}${unit}</td><td>${state}</td></tr>`;
  })
  .join('\n')}
</tbody>
</table></div>`;
  return `<section aria-labelledby="slo-h">
<h2 id="slo-h">SLOs</h2>
${body}
</section>`;
}

/** Which way is better for a compared figure: latency, lag, errors down; throughput, acceptance up. */
export function betterDirection(key: string): 'lower' | 'higher' | null {
  const k = key.toLowerCase();
  if (/unsettled|error|reject|lag|latency|_ms|ms\.|p50|p9|max/.test(k)) return 'lower';
  if (/throughput|accepted|settled/.test(k)) return 'higher';
  return null;
}

function deltaUnit(key: string): string {
  const k = key.toLowerCase();
  if (/throughput/.test(k)) return '/s';
  if (/_ms|ms\.|lag|latency|p50|p9|max/.test(k)) return ' ms';
  return '';
}

function verdict(key: string, delta: unknown): string {
  const d = finite(delta);
  const better = betterDirection(key);
  if (d === null || better === null) return '';
  if (d === 0) return '<span class="same">= same</span>';
  const improved = better === 'lower' ? d < 0 : d > 0;
  return improved ? '<span class="better">▲ better</span>' : '<span class="worse">▼ worse</span>';
}

function baselineTable(report: LoadReport): string {
  const baseline = report.baseline;
  if (!baseline) return '';
  const rows = Object.entries(baseline.deltas ?? {});
  const format = (key: string) => (n: unknown) => (deltaUnit(key) === ' ms' ? formatMs(n) : formatNumber(n, 1));
  return `<section aria-labelledby="baseline-h">
<h2 id="baseline-h">Against the baseline</h2>
<p class="meta">Baseline: <span class="target">${escapeHtml(baseline.target)}</span>, started ${when(baseline.started_at)}</p>
${
  rows.length === 0
    ? '<p class="note">The baseline has no figures in common with this run.</p>'
    : `<div class="table-wrap"><table class="baseline">
<thead><tr><th scope="col">Figure</th><th scope="col">Baseline</th><th scope="col">This run</th><th scope="col">Change</th></tr></thead>
<tbody>
${rows
  .map(([key, d]) => {
    const f = format(key);
    const unit = deltaUnit(key);
    const pct = formatPercentChange(d?.delta, d?.baseline);
    const notes = [pct, verdict(key, d?.delta)].filter((n) => n !== '');
    const change = `${formatDelta(d?.delta, f)}${unit}${notes.length > 0 ? `<small>${notes.join(' · ')}</small>` : ''}`;
    return `<tr><td class="name">${breakableName(key)}</td><td>${f(d?.baseline)}${unit}</td><td>${f(d?.current)}${unit}</td><td>${change}</td></tr>`;
  })
  .join('\n')}
</tbody>
</table></div>
<p class="note">Lower is better for latency, lag, errors, rejections and unsettled trades; higher is better for throughput, accepted and settled trades.</p>`
}
</section>`;
}

function figureHtml(figure: Figure): string {
  const legend = figure.legend
    .map((l) => `<li><span class="swatch ${escapeHtml(l.className)}${l.dashed ? ' dashed' : ''}" aria-hidden="true"></span>${escapeHtml(l.name)}</li>`)
    .join('');
  return `<figure id="${escapeHtml(figure.id)}">
<figcaption><h3>${escapeHtml(figure.heading)}</h3><ul class="legend">${legend}</ul></figcaption>
${figure.svg}
</figure>`;
}

export function renderHtmlReport(report: LoadReport): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Load test report: ${escapeHtml(report.target)}</title>
<style>${REPORT_CSS}</style>
</head>
<body>
<main>
${header(report)}
${keyFigures(report)}
<div class="split">
${sloTable(report)}
${latencyTable(report)}
</div>
${baselineTable(report)}
<section aria-labelledby="charts-h">
<h2 id="charts-h">Charts</h2>
<div class="charts">
${reportFigures(report).map(figureHtml).join('\n')}
</div>
</section>
<footer>Made by <code>npm run loadtest</code>. This file loads nothing from the network.</footer>
</main>
</body>
</html>
`;
}
