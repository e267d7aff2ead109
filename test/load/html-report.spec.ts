import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { betterDirection, renderHtmlReport } from './html-report';
import { emptyReport, sampleReport, sampleReportWithCloses } from './html-sample-report';
import type { LoadReport } from './report-types';

/** The markup of one chart: its <svg ...>...</svg>, found by the figure's id. */
function chart(html: string, id: string): string {
  const figure = html.match(new RegExp(`<figure id="${id}">([\\s\\S]*?)</figure>`));
  if (!figure) throw new Error(`no figure ${id}`);
  return figure[1];
}

function rowOf(html: string, name: string): string {
  const cell = name.replace(/([._])/g, '$1<wbr>').replace(/\./g, '\\.');
  const row = html.match(new RegExp(`<tr[^>]*><td class="name">${cell}</td>[\\s\\S]*?</tr>`));
  if (!row) throw new Error(`no row ${name}`);
  return row[0];
}

describe('renderHtmlReport', () => {
  const html = renderHtmlReport(sampleReport());

  // For looking at it in a browser (screenshots at 390 and 1280 px); .test-artifacts is git-ignored.
  afterAll(() => {
    const dir = join(__dirname, '..', '..', '.test-artifacts', 'load-report');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'sample.html'), html);
    writeFileSync(join(dir, 'empty.html'), renderHtmlReport(emptyReport()));
    writeFileSync(join(dir, 'closes.html'), renderHtmlReport(sampleReportWithCloses()));
    writeFileSync(join(dir, 'partial.html'), renderHtmlReport({ ...sampleReport(), partial: true, baseline: undefined }));
  });

  it('loads nothing from outside: no script, no stylesheet link, no remote src or href, and a CSP that forbids it', () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<link/i);
    expect(html).not.toMatch(/<(img|iframe|object|embed|audio|video|source)\b/i);
    expect(html).not.toMatch(/\b(src|href|xlink:href)\s*=/i);
    expect(html).not.toMatch(/url\(|@import/i);
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'`);
  });

  it('is one document: a doctype, a title, the viewport for phones, the CSS inline with dark, light and print rules', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<title>Load test report: http://127.0.0.1:3000</title>');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('@media (prefers-color-scheme: light)');
    expect(html).toContain('@media print');
  });

  it('states the key figures and the latency percentiles', () => {
    const report = sampleReport();
    expect(html).toContain(`<dt>Sent</dt><dd>${report.sent.toLocaleString('en-US')}</dd>`);
    expect(html).toContain('<dt>Rejected</dt><dd>42<small>400: 5 · 429: 37</small>');
    expect(html).toContain('<dt>Settled</dt><dd>11,492<small>&gt; 99.9 % of accepted</small>');
    expect(html).toContain('<dt>Unsettled</dt><dd>3<small>&lt; 0.1 % of accepted</small>');
    expect(html).toContain('<tr><th scope="row">p99.9</th><td>118.5</td><td>–</td></tr>');
    expect(html).toContain('<tr><th scope="row">p99</th><td>48.9</td><td>1,420</td></tr>');
  });

  it('states the close figures and the close latency beside the submit ones, only for a run that had closes', () => {
    expect(html).not.toMatch(/Closes sent|Close \(ms\)|Close latency/);
    const withCloses = renderHtmlReport(sampleReportWithCloses());
    expect(withCloses).toContain('<dt>Closes sent</dt><dd>3,480<small>118 retried after QUOTE_EXPIRED</small>');
    expect(withCloses).toContain('<dt>Closed</dt><dd>3,391<small>97.4 % of closes sent</small>');
    expect(withCloses).toContain('<dt>Close refused</dt><dd>62<small>CLOSE_TOO_LATE: 41<br>QUOTE_EXPIRED: 9<br>TRADE_NOT_OPEN: 12</small>');
    expect(withCloses).toContain('<dt>Close errors</dt><dd>27<small>5xx or no HTTP answer</small>');
    expect(withCloses).toContain('<th scope="col">Submit (ms)</th><th scope="col">Close (ms)</th><th scope="col">Settle lag (ms)</th>');
    expect(withCloses).toContain('<tr><th scope="row">p99</th><td>48.9</td><td>77.3</td><td>1,420</td></tr>');
    expect(withCloses).toContain('<tr><th scope="row">p99.9</th><td>118.5</td><td>162.4</td><td>–</td></tr>');
    expect(withCloses).toContain("Close latency counts from each close's due time");
  });

  it('lists every SLO with its limit, value and state, in words as well as colour', () => {
    expect(rowOf(html, 'submit.p99')).toMatch(/slo-ok.*≤ 100 ms.*48\.9 ms.*✓ OK/);
    expect(rowOf(html, 'settle.p99')).toMatch(/slo-broken.*≤ 1,000 ms.*1,420 ms.*✗ BROKEN/);
    expect(rowOf(html, 'errors')).toMatch(/slo-broken.*≤ 0<.*✗ BROKEN/);
    expect(html).toContain('2 of 3 SLOs broken: settle.p99, errors.');
  });

  it('draws the four charts as titled SVGs from the data', () => {
    expect(html.match(/<svg class="chart"/g)).toHaveLength(4);
    const titles = [...html.matchAll(/<svg class="chart"[^>]*><title id="[^"]+">([^<]+)<\/title>/g)].map((m) => m[1]);
    expect(titles).toEqual(['Throughput over time', 'Submit latency p99 over time', 'Submit latency by percentile', 'Settle lag histogram']);

    // 60 seconds: a point a second on each line; errors get a line because this run had some; the dashed line goes on top.
    const throughput = chart(html, 'chart-throughput');
    const paths = [...throughput.matchAll(/<path class="line ([^"]+)" d="([^"]+)"/g)];
    expect(paths.map((p) => p[1])).toEqual(['series-accepted', 'series-errors', 'series-sent dashed']);
    for (const [, , d] of paths) expect(d.match(/[ML]/g)).toHaveLength(60);

    // The last second has no p99: the line stops before it.
    const p99 = chart(html, 'chart-p99');
    expect(p99.match(/<path class="line series-p99" d="([^"]+)"/)?.[1].match(/[ML]/g)).toHaveLength(59);
    expect(p99).toContain('SLO 100 ms');

    // The percentile axis is HdrHistogram's: 90, 99, 99.9 ... equally spaced.
    const curve = chart(html, 'chart-curve');
    const ticks = [...curve.matchAll(/<text class="tick" x="([\d.]+)" y="[\d.]+" text-anchor="middle">([\d.]+%)<\/text>/g)];
    expect(ticks.map((t) => t[2])).toEqual(['50%', '90%', '99%', '99.9%', '99.99%', '99.999%']);
    const xs = ticks.slice(1).map((t) => Number(t[1]));
    const gaps = xs.slice(1).map((x, i) => x - xs[i]);
    for (const gap of gaps) expect(gap).toBeCloseTo(gaps[0], 0);

    expect(chart(html, 'chart-settle').match(/<rect class="bar"/g)).toHaveLength(20);
  });

  it('compares with the baseline and marks which way is better', () => {
    expect(html).toContain('Against the baseline');
    expect(rowOf(html, 'throughput_per_s')).toMatch(/\+28\.2\/s.*▲ better/);
    expect(rowOf(html, 'submit_ms.p99')).toMatch(/−12\.4 ms<small>−20\.2 % · <span class="better">▲ better/);
    expect(rowOf(html, 'settle_lag_ms.p99')).toMatch(/\+440 ms<small>\+44\.9 % · <span class="worse">▼ worse/);
    expect(rowOf(html, 'sent')).toContain('+1,327<small>+13 %</small>');
  });

  it('leaves the baseline table out when there is no baseline', () => {
    expect(renderHtmlReport({ ...sampleReport(), baseline: undefined })).not.toContain('Against the baseline');
  });

  it('knows which way is better for each figure', () => {
    expect(['submit_ms.p99', 'settle_lag_ms.max', 'errors', 'unsettled', 'rejected'].map(betterDirection)).toEqual([
      'lower',
      'lower',
      'lower',
      'lower',
      'lower',
    ]);
    expect(['throughput_per_s', 'accepted', 'settled'].map(betterDirection)).toEqual(['higher', 'higher', 'higher']);
    expect(betterDirection('sent')).toBeNull();
  });

  it('says so when the run was partial', () => {
    expect(html).not.toContain('Partial run');
    expect(renderHtmlReport({ ...sampleReport(), partial: true })).toContain('<p class="banner warn" role="alert">Partial run');
  });

  it('escapes whatever a foreign report file holds: no markup gets through', () => {
    const attack = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const report = sampleReport();
    const hostile = {
      ...report,
      target: attack,
      started_at: attack,
      rejected: { [attack]: 1 },
      slo: [{ name: attack, limit: 1, value: attack, ok: false }],
      baseline: { target: attack, started_at: attack, deltas: { [attack]: { baseline: 1, current: 2, delta: 1 } } },
      sent: attack,
    } as unknown as LoadReport;
    const out = renderHtmlReport(hostile);
    expect(out).not.toMatch(/<script|<img|onerror=alert\(2\)>/i);
    const hostileCloses = { ...sampleReport(), closes: { sent: attack, refused: { [attack]: 1 }, close_ms: attack } } as unknown as LoadReport;
    const closesOut = renderHtmlReport(hostileCloses);
    expect(closesOut).not.toMatch(/<script|<img/i);
    expect(closesOut).not.toMatch(/NaN|undefined/);
    expect(closesOut).toContain('<dt>Closes sent</dt><dd>–<small>– retried');
    expect(renderHtmlReport({ ...sampleReport(), closes: attack } as unknown as LoadReport)).not.toContain('Closes sent');
    expect(out).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(out).toContain('<dt>Sent</dt><dd>–</dd>');
    expect(out).not.toMatch(/NaN|Infinity/);
  });

  it('handles a run that sent nothing: zero counts, no data in the charts, no NaN', () => {
    const out = renderHtmlReport(emptyReport());
    expect(out).not.toMatch(/NaN|Infinity|undefined|null/);
    expect(out.match(/<svg class="chart"/g)).toHaveLength(4);
    expect(out.match(/>No data</g)).toHaveLength(4);
    expect(out).toContain('No SLOs were set for this run.');
    expect(out).toContain('<dt>Accepted</dt><dd>0</dd>');
    expect(out).not.toContain('Against the baseline');
  });

  it('draws nothing from chart values that are not numbers, and keeps an hour-long run to a few time ticks', () => {
    const junk = {
      ...emptyReport(),
      timeline: [{ second: 'x', sent: '<b>', accepted: null, errors: 0, submit_p99: 'slow' }],
      submit_curve: [{ percentile: '99', ms: 5 }],
      settle_lag_histogram: [{ from_ms: 0, to_ms: '100', count: 4 }],
    } as unknown as LoadReport;
    const out = renderHtmlReport(junk);
    expect(out).not.toMatch(/NaN|Infinity|<b>/);
    expect(out.match(/>No data</g)).toHaveLength(4);

    const hour = { ...emptyReport(), timeline: Array.from({ length: 3600 }, (_, second) => ({ second, sent: 10, accepted: 10, errors: 0, submit_p99: 5 })) };
    const ticks = [...chart(renderHtmlReport(hour), 'chart-throughput').matchAll(/<text class="tick" [^>]*text-anchor="middle">([^<]+)</g)].map((m) => m[1]);
    expect(ticks).toEqual(['0', '600', '1,200', '1,800', '2,400', '3,000']);
  });

  it('survives a report without its chart lists (an older file) and a single second', () => {
    const old = { ...emptyReport(), timeline: undefined, submit_curve: undefined, settle_lag_histogram: undefined } as unknown as LoadReport;
    expect(renderHtmlReport(old).match(/>No data</g)).toHaveLength(4);
    const one = { ...emptyReport(), timeline: [{ second: 0, sent: 3, accepted: 3, errors: 0, submit_p99: 12 }] };
    const out = renderHtmlReport(one);
    expect(out).not.toMatch(/NaN|Infinity/);
    expect(chart(out, 'chart-p99')).toContain('<circle class="dot series-p99"');
  });
});
