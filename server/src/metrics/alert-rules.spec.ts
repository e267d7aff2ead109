import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { projectRoot } from '../config/project-root';
import type { JobsService } from '../queue/jobs.service';
import { METRICS } from './metric-definitions';
import { Metrics } from './metrics';
import { QueueMetrics } from './queue-metrics';

interface Rule {
  alert: string;
  expr: string;
  for: string;
  labels: { severity: string };
  annotations: { summary: string; description: string };
}

const read = (path: string) => readFileSync(join(projectRoot(), path), 'utf8');

/** Every series name a scrape of the API or the worker can show, as the code registers them (histograms by their three series). */
function exportedSeries(): Set<string> {
  const names = new Set(['up']); // Prometheus's own, per target.
  for (const process of ['api', 'worker'] as const) {
    const metrics = new Metrics(process);
    if (process === 'worker') new QueueMetrics(metrics, { all: () => [] } as unknown as JobsService);
    for (const metric of metrics.registry.getMetricsAsArray()) {
      const { name, type } = metric as unknown as { name: string; type: string };
      if (type === 'histogram') ['_bucket', '_sum', '_count'].forEach((suffix) => names.add(name + suffix));
      else if (type === 'summary') ['', '_sum', '_count'].forEach((suffix) => names.add(name + suffix));
      else names.add(name);
    }
  }
  return names;
}

const AGGREGATIONS = ['sum', 'min', 'max', 'avg', 'group', 'stddev', 'stdvar', 'count', 'count_values', 'bottomk', 'topk', 'quantile'];
/** Keywords, and aggregations (which may stand before `by (...)` rather than their parenthesis). */
const PROMQL_WORDS = new Set([
  ...AGGREGATIONS,
  'and',
  'or',
  'unless',
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'bool',
  'offset',
  'inf',
  'nan',
]);

/** The series names a PromQL expression selects: identifiers that are not functions, keywords, labels, strings or durations. */
function seriesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '$1');
  const names = bare.match(/[A-Za-z_:][A-Za-z0-9_:]*(?!\s*\(|[A-Za-z0-9_:])/g) ?? [];
  return names.filter((n) => !PROMQL_WORDS.has(n.toLowerCase()));
}

describe('deploy/prometheus/alerts.yml', () => {
  const file = parse(read('deploy/prometheus/alerts.yml')) as { groups: { name: string; rules: Rule[] }[] };
  const rules = file.groups.flatMap((g) => g.rules);
  const series = exportedSeries();

  it('is a rule file: groups of named rules, each with expr, for, a severity and both annotations', () => {
    expect(file.groups.length).toBeGreaterThan(0);
    for (const group of file.groups) {
      expect(typeof group.name).toBe('string');
      for (const rule of group.rules) {
        expect(rule).toEqual({
          alert: expect.stringMatching(/^[A-Z][A-Za-z0-9]+$/),
          expr: expect.any(String),
          for: expect.stringMatching(/^\d+[smh]$/),
          labels: { severity: expect.stringMatching(/^(page|warning)$/) },
          annotations: { summary: expect.any(String), description: expect.any(String) },
        });
      }
    }
  });

  it('has the alerts operations relies on, with their thresholds and durations', () => {
    const byName = new Map(rules.map((r) => [r.alert, r]));
    expect([...byName.keys()].sort()).toEqual(['FailedJobs', 'High5xxRate', 'MetricsDown', 'QueueBackingUp', 'SettlementLagHigh']);
    expect(byName.get('SettlementLagHigh')).toMatchObject({ for: '2m', expr: expect.stringMatching(/histogram_quantile\(0\.95,.*\) > 5$/) });
    expect(byName.get('QueueBackingUp')).toMatchObject({ for: '5m', expr: expect.stringContaining('sum by (queue)') });
    expect(byName.get('High5xxRate')).toMatchObject({ for: '5m', expr: expect.stringMatching(/status=~"5\.\."[\s\S]*> 0\.01$/) });
    expect(byName.get('MetricsDown')?.expr).toMatch(/^up\{.*\} == 0$/);
  });

  it('names only series the code registers', () => {
    for (const rule of rules) {
      const names = seriesIn(rule.expr);
      expect({ alert: rule.alert, unknown: names.filter((n) => !series.has(n)) }).toEqual({ alert: rule.alert, unknown: [] });
      expect(names.length).toBeGreaterThan(0);
    }
  });
});

describe('deploy/grafana/trading-platform.json', () => {
  const dashboard = JSON.parse(read('deploy/grafana/trading-platform.json')) as {
    schemaVersion: number;
    panels: { title: string; datasource: { uid: string }; targets: { expr: string }[] }[];
  };
  const series = exportedSeries();

  it('is a schema 39 dashboard whose panels query the ${DS_PROMETHEUS} datasource', () => {
    expect(dashboard.schemaVersion).toBe(39);
    expect(dashboard.panels.length).toBeGreaterThan(0);
    for (const panel of dashboard.panels) {
      expect({ panel: panel.title, uid: panel.datasource.uid }).toEqual({ panel: panel.title, uid: '${DS_PROMETHEUS}' });
      expect(panel.targets.length).toBeGreaterThan(0);
    }
  });

  it('queries only series the code registers, and shows every one of ours', () => {
    const used = new Set<string>();
    for (const panel of dashboard.panels) {
      for (const { expr } of panel.targets) {
        const names = seriesIn(expr);
        expect({ panel: panel.title, unknown: names.filter((n) => !series.has(n)) }).toEqual({ panel: panel.title, unknown: [] });
        names.forEach((n) => used.add(n));
      }
    }
    const ours = Object.values(METRICS).map((m) => m.name);
    expect(ours.filter((name) => ![...used].some((n) => n === name || n.startsWith(`${name}_`)))).toEqual([]);
    expect(used).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(used).toContain('nodejs_heap_size_used_bytes');
  });
});

describe('seriesIn', () => {
  it('finds the series of an expression and nothing else', () => {
    expect(seriesIn('histogram_quantile(0.95, sum by (le, route) (rate(a_bucket{status=~"5..", x="y z"}[5m]))) > 0.5')).toEqual(['a_bucket']);
    expect(seriesIn('sum by (queue) (b{state="waiting"}) > 100 and on (queue) deriv(c[5m]) >= 0 or up == 0')).toEqual(['b', 'c', 'up']);
  });
});
