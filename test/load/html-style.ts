/**
 * The HTML report's stylesheet, inline: the product's dark palette by default, its light one when the
 * system prefers light, and black on white for print. Text stays 13 px or more on a 390 px phone.
 */
export const REPORT_CSS = `
:root {
  --bg: #0b0f17; --surface: #121826; --surface-2: #182033; --border: #243049;
  --text: #e6ebf5; --muted: #949fb4;
  --ok-text: #4ade80; --ok-bg: rgba(34, 197, 94, 0.15); --ok-border: rgba(34, 197, 94, 0.4);
  --bad-text: #f87171; --bad-bg: rgba(239, 68, 68, 0.15); --bad-border: rgba(239, 68, 68, 0.45);
  --warn-text: #fbbf24; --warn-bg: rgba(245, 158, 11, 0.15); --warn-border: rgba(245, 158, 11, 0.45);
  --chart-text: #a3adc2; --chart-grid: rgba(139, 151, 173, 0.16); --chart-border: rgba(139, 151, 173, 0.35);
  --sent: #93c5fd; --accepted: #4ade80; --errors: #f87171; --p99: #fbbf24; --curve: #a78bfa; --bar: #5b9cf8; --mark: #f87171;
  color-scheme: dark;
}
@media (prefers-color-scheme: light) {
  :root {
    --bg: #f3f5f9; --surface: #ffffff; --surface-2: #eef1f6; --border: #cfd6e2;
    --text: #0f172a; --muted: #4b5567;
    --ok-text: #166534; --ok-bg: rgba(22, 163, 74, 0.12); --ok-border: rgba(22, 163, 74, 0.45);
    --bad-text: #b91c1c; --bad-bg: rgba(220, 38, 38, 0.1); --bad-border: rgba(220, 38, 38, 0.45);
    --warn-text: #92400e; --warn-bg: rgba(245, 158, 11, 0.16); --warn-border: rgba(217, 119, 6, 0.5);
    --chart-text: #4b5567; --chart-grid: rgba(75, 85, 103, 0.14); --chart-border: rgba(75, 85, 103, 0.35);
    --sent: #1d4ed8; --accepted: #15803d; --errors: #b91c1c; --p99: #b45309; --curve: #6d28d9; --bar: #2563eb; --mark: #b91c1c;
    color-scheme: light;
  }
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0; background: var(--bg); color: var(--text); line-height: 1.45;
  font: 15px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
}
main { max-width: 1200px; margin: 0 auto; padding: 20px 16px 40px; }
h1 { font-size: 1.45rem; margin: 0 0 4px; }
h2 { font-size: 1.1rem; margin: 0 0 12px; }
h3 { font-size: 0.95rem; margin: 0 0 8px; }
.target { font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace; overflow-wrap: anywhere; }
.meta { color: var(--muted); margin: 0; }
.meta span { white-space: nowrap; }
section { background: var(--surface); border: 1px solid var(--border); border-radius: 12px; padding: 16px; margin-top: 16px; }
header { margin-bottom: 4px; }
.banner { border: 1px solid; border-radius: 8px; padding: 10px 12px; margin-top: 12px; font-weight: 600; }
.banner.warn { color: var(--warn-text); background: var(--warn-bg); border-color: var(--warn-border); }
.banner.ok { color: var(--ok-text); background: var(--ok-bg); border-color: var(--ok-border); }
.banner.bad { color: var(--bad-text); background: var(--bad-bg); border-color: var(--bad-border); }
.banner.neutral { color: var(--muted); background: var(--surface-2); border-color: var(--border); font-weight: 400; }
.figures { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 10px; margin: 0; }
.figures div { background: var(--surface-2); border-radius: 8px; padding: 10px 12px; }
.figures dt { color: var(--muted); font-size: 0.85rem; }
.figures dd { margin: 2px 0 0; font-size: 1.35rem; font-weight: 650; font-variant-numeric: tabular-nums; }
.figures dd small { display: block; font-size: 0.8rem; font-weight: 400; color: var(--muted); }
.split { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr)); gap: 0 16px; align-items: start; }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
caption { text-align: left; font-weight: 600; padding-bottom: 6px; }
th, td { padding: 6px 8px; border-bottom: 1px solid var(--border); text-align: right; white-space: nowrap; }
th:first-child, td:first-child { text-align: left; }
thead th { color: var(--muted); font-weight: 600; font-size: 0.85rem; }
td.name { font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace; white-space: normal; }
td small { display: block; font-size: 0.8rem; white-space: normal; }
td small span { white-space: nowrap; }
.state { display: inline-block; border: 1px solid; border-radius: 999px; padding: 1px 10px; font-weight: 700; font-size: 0.85rem; }
.state.ok { color: var(--ok-text); background: var(--ok-bg); border-color: var(--ok-border); }
.state.bad { color: var(--bad-text); background: var(--bad-bg); border-color: var(--bad-border); }
.better { color: var(--ok-text); font-weight: 600; }
.worse { color: var(--bad-text); font-weight: 600; }
.same { color: var(--muted); }
.note { color: var(--muted); font-size: 0.9rem; margin: 8px 0 0; }
.charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 480px), 1fr)); gap: 16px; }
figure { margin: 0; background: var(--surface-2); border-radius: 8px; padding: 12px 8px 8px; }
figcaption { padding: 0 4px 6px; }
.legend { display: flex; flex-wrap: wrap; gap: 4px 14px; list-style: none; margin: 0; padding: 0; font-size: 0.85rem; color: var(--muted); }
.legend li { display: inline-flex; align-items: center; gap: 6px; }
.swatch { display: inline-block; width: 22px; height: 0; border-top: 3px solid currentColor; }
.swatch.dashed { border-top-style: dashed; }
.swatch.bar { height: 10px; width: 12px; border: 0; background: var(--bar); }
.swatch.series-sent { color: var(--sent); } .swatch.series-accepted { color: var(--accepted); } .swatch.series-errors { color: var(--errors); }
.swatch.series-p99 { color: var(--p99); } .swatch.series-curve { color: var(--curve); } .swatch.mark { color: var(--mark); }
svg.chart { display: block; width: 100%; height: auto; font-size: 12px; }
svg.chart .plot { fill: none; stroke: var(--chart-border); }
svg.chart .grid { stroke: var(--chart-grid); }
svg.chart .tick, svg.chart .axis-label { fill: var(--chart-text); }
svg.chart .axis-label { font-weight: 600; }
svg.chart .no-data { fill: var(--muted); font-size: 16px; font-weight: 600; }
svg.chart .line { fill: none; stroke-width: 2; stroke-linejoin: round; stroke-linecap: round; }
svg.chart .line.dashed { stroke-dasharray: 6 4; }
svg.chart .series-sent { stroke: var(--sent); fill: var(--sent); } svg.chart .series-accepted { stroke: var(--accepted); fill: var(--accepted); }
svg.chart .series-errors { stroke: var(--errors); fill: var(--errors); } svg.chart .series-p99 { stroke: var(--p99); fill: var(--p99); }
svg.chart .series-curve { stroke: var(--curve); fill: var(--curve); }
svg.chart path.line { fill: none; }
svg.chart .mark { stroke: var(--mark); stroke-width: 1.5; stroke-dasharray: 4 3; }
svg.chart .mark-label { fill: var(--mark); font-weight: 600; paint-order: stroke; stroke: var(--surface-2); stroke-width: 4px; stroke-linejoin: round; }
svg.chart .bar { fill: var(--bar); }
footer { color: var(--muted); font-size: 0.85rem; margin-top: 16px; }
@media (max-width: 480px) {
  main { padding: 12px 10px 32px; }
  section { padding: 12px; }
  table { font-size: 14px; }
  th, td { padding: 6px 4px; }
  /* A fourth latency column (closes) fits a phone when its headings may take two lines. */
  thead th { white-space: normal; vertical-align: bottom; }
  .state { padding: 1px 6px; }
  .figures { grid-template-columns: 1fr 1fr; }
  figure { padding: 10px 2px 4px; }
  svg.chart { font-size: 15px; }
}
/* Last, so that it wins over the screen rules above. */
@media print {
  :root {
    --bg: #fff; --surface: #fff; --surface-2: #f3f4f6; --border: #9ca3af; --text: #000; --muted: #374151;
    --ok-text: #14532d; --ok-bg: #fff; --bad-text: #7f1d1d; --bad-bg: #fff; --warn-text: #78350f; --warn-bg: #fff;
    --chart-text: #111; --chart-grid: #e5e7eb; --chart-border: #6b7280;
    --sent: #1d4ed8; --accepted: #15803d; --errors: #b91c1c; --p99: #b45309; --curve: #6d28d9; --bar: #2563eb; --mark: #b91c1c;
    color-scheme: light;
  }
  section, figure, table { break-inside: avoid; }
  body { font-size: 13px; }
  main { max-width: none; padding: 0; }
  .charts { grid-template-columns: 1fr 1fr; }
  svg.chart { font-size: 15px; }
}
`;
