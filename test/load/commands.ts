/** The four commands: arguments in, files out, an exit code. */
import { readFileSync, writeFileSync } from 'node:fs';
import { INSTRUMENTS } from '../../server/src/contracts/instruments';
import { ACCOUNT_MODES, type AccountMode, DEFAULT_TRADE_DURATIONS } from '../../server/src/contracts/trade-rules';
import { listFlag, numberFlag, parseFlags, requiredFlag, UsageError } from './args';
import { baselineDeltas } from './baseline';
import { closeWindowMs, MIN_CLOSABLE_DURATION_S } from './close-window';
import { generate, type GenerateOptions } from './generate';
import { renderHtmlReport } from './html-report';
import { parseMoment, record } from './record';
import { replay } from './replay';
import type { CloseFigures, LoadReport } from './report-types';
import { evaluateSlos, parseSlos } from './slo';
import { toJsonl } from './submission';
import { RunImpossible } from './target-api';

const log = (line: string) => process.stderr.write(`${line}\n`);

/** `generate`'s arguments: the generator's options and the file to write. */
export function generateOptions(argv: string[]): { options: GenerateOptions; out: string } {
  const f = parseFlags(
    argv,
    ['users', 'rate', 'seconds', 'durations', 'symbols', 'mode', 'burst-at', 'burst-count', 'close-ratio', 'seed', 'out'],
    ['users', 'rate', 'seconds', 'out'],
  );
  const durations = (listFlag(f, 'durations') ?? [String(DEFAULT_TRADE_DURATIONS[0])]).map((d) => {
    const n = Number(d);
    if (!Number.isInteger(n) || n <= 0) throw new UsageError(`--durations: "${d}" is not a whole number of seconds`);
    return n;
  });
  const symbols = listFlag(f, 'symbols') ?? INSTRUMENTS.map((i) => i.symbol);
  const unknown = symbols.filter((s) => !INSTRUMENTS.some((i) => i.symbol === s));
  if (unknown.length) throw new UsageError(`--symbols: unknown ${unknown.join(', ')} (known: ${INSTRUMENTS.map((i) => i.symbol).join(', ')})`);
  const mode = (f.get('mode') ?? 'demo') as AccountMode;
  if (!ACCOUNT_MODES.includes(mode)) throw new UsageError(`--mode must be ${ACCOUNT_MODES.join(' or ')}`);
  if (f.has('burst-at') !== f.has('burst-count')) throw new UsageError('--burst-at and --burst-count go together');
  const burst = f.has('burst-at')
    ? { atS: numberFlag(f, 'burst-at', 0, { min: 0 }), count: numberFlag(f, 'burst-count', 0, { integer: true, positive: true }) }
    : undefined;
  const options: GenerateOptions = {
    users: numberFlag(f, 'users', 0, { integer: true, positive: true }),
    ratePerS: numberFlag(f, 'rate', 0, { min: 0 }),
    seconds: numberFlag(f, 'seconds', 0, { positive: true }),
    durations,
    symbols,
    mode,
    burst,
    closeRatio: numberFlag(f, 'close-ratio', 0, { min: 0, max: 1 }),
    seed: numberFlag(f, 'seed', Date.now() % 2 ** 31, { integer: true, min: 0 }),
  };
  return { options, out: requiredFlag(f, 'out') };
}

export function generateCommand(argv: string[]): number {
  const { options, out } = generateOptions(argv);
  const lines = generate(options);
  writeFileSync(out, toJsonl(lines));
  const closes = lines.filter((l) => l.close_after_ms !== undefined).length;
  log(`Wrote ${lines.length} submissions${closes ? ` (${closes} with an early close)` : ''} to ${out}`);
  if (options.closeRatio && !options.durations.some((d) => closeWindowMs(d)))
    log(`No duration leaves time to close (closes need trades of at least ${MIN_CLOSABLE_DURATION_S} s): no line closes.`);
  return 0;
}

export async function recordCommand(argv: string[]): Promise<number> {
  const f = parseFlags(argv, ['database-url', 'since', 'until', 'out'], ['database-url', 'since', 'out']);
  const now = Date.now();
  const until = f.get('until');
  let sinceMs: number, untilMs: number;
  try {
    sinceMs = parseMoment(requiredFlag(f, 'since'), now);
    untilMs = until === undefined ? now : parseMoment(until, now);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  if (untilMs <= sinceMs) throw new UsageError('--until must be after --since');
  const lines = await record(requiredFlag(f, 'database-url'), sinceMs, untilMs).catch((e: Error) => {
    throw new RunImpossible(`Cannot read the trades: ${e.message}`);
  });
  const out = requiredFlag(f, 'out');
  writeFileSync(out, toJsonl(lines));
  log(`Wrote ${lines.length} submissions from ${new Set(lines.map((l) => l.user)).size} users to ${out}`);
  return 0;
}

function readReport(path: string, what: string): LoadReport {
  try {
    const r = JSON.parse(readFileSync(path, 'utf8')) as LoadReport;
    if (typeof r !== 'object' || r === null || typeof r.sent !== 'number' || !r.submit_ms) throw new Error('not a load report');
    return r;
  } catch (e) {
    throw new RunImpossible(`${what} ${path}: ${(e as Error).message}`);
  }
}

export async function replayCommand(argv: string[]): Promise<number> {
  const f = parseFlags(argv, ['target', 'in', 'speed', 'connections', 'slo', 'grace', 'baseline', 'report', 'html'], ['target', 'in', 'report']);
  let slos;
  try {
    slos = parseSlos(f.get('slo') ?? '');
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const target = requiredFlag(f, 'target').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(target)) throw new UsageError(`--target must be an http(s) URL, got "${target}"`);
  const baselinePath = f.get('baseline');
  const baseline = baselinePath === undefined ? undefined : readReport(baselinePath, 'Baseline');
  const partial = await replay({
    target,
    inFile: requiredFlag(f, 'in'),
    speed: numberFlag(f, 'speed', 1, { positive: true }),
    connections: numberFlag(f, 'connections', 64, { integer: true, positive: true }),
    graceS: numberFlag(f, 'grace', 15, { min: 0 }),
    slos,
    log,
  });
  const report: LoadReport = { ...partial, slo: evaluateSlos(slos, partial) };
  if (baseline) report.baseline = baselineDeltas(report, baseline);
  writeFileSync(requiredFlag(f, 'report'), JSON.stringify(report, null, 2) + '\n');
  const html = f.get('html');
  if (html !== undefined) writeFileSync(html, renderHtmlReport(report));
  printSummary(report);
  return report.slo.every((s) => s.ok) ? 0 : 1;
}

export function reportCommand(argv: string[]): number {
  const f = parseFlags(argv, ['in', 'html', 'baseline'], ['in', 'html']);
  const report = readReport(requiredFlag(f, 'in'), 'Report');
  const baselinePath = f.get('baseline');
  if (baselinePath !== undefined) report.baseline = baselineDeltas(report, readReport(baselinePath, 'Baseline'));
  const html = requiredFlag(f, 'html');
  writeFileSync(html, renderHtmlReport(report));
  log(`Wrote ${html}`);
  return 0;
}

const counts = (byKey: Record<string, number>): string =>
  Object.entries(byKey)
    .map(([key, n]) => `${key}: ${n}`)
    .join(', ') || 'none';

function closeLines(c: CloseFigures | undefined): string[] {
  if (!c) return [];
  return [
    `closes sent ${c.sent}, closed ${c.closed}, refused ${counts(c.refused)}, errors ${c.errors}; ${c.retried} retried after QUOTE_EXPIRED`,
    `close ms: p50 ${c.close_ms.p50}, p90 ${c.close_ms.p90}, p99 ${c.close_ms.p99}, p99.9 ${c.close_ms.p999}, max ${c.close_ms.max}`,
  ];
}

function printSummary(r: LoadReport): void {
  const lines = [
    `${r.partial ? 'PARTIAL ' : ''}run against ${r.target}: ${r.duration_s} s`,
    `sent ${r.sent}, accepted ${r.accepted}, rejected ${counts(r.rejected)}, errors ${r.errors}; ${r.throughput_per_s}/s accepted`,
    `submit ms: p50 ${r.submit_ms.p50}, p90 ${r.submit_ms.p90}, p99 ${r.submit_ms.p99}, p99.9 ${r.submit_ms.p999}, max ${r.submit_ms.max}`,
    ...closeLines(r.closes),
    `settle lag ms: p50 ${r.settle_lag_ms.p50}, p90 ${r.settle_lag_ms.p90}, p99 ${r.settle_lag_ms.p99}, max ${r.settle_lag_ms.max}`,
    `settled ${r.settled}, unsettled ${r.unsettled}${r.duplicate_settlements ? `, duplicate trade:settled ${r.duplicate_settlements}` : ''}`,
    ...r.slo.map((s) => `SLO ${s.name} ${s.name === 'throughput' ? '>=' : '<='} ${s.limit}: ${s.value} ${s.ok ? 'ok' : 'BROKEN'}`),
    ...Object.entries(r.baseline?.deltas ?? {}).map(([k, d]) => `vs baseline ${k}: ${d.delta >= 0 ? '+' : ''}${d.delta}`),
  ];
  process.stdout.write(lines.join('\n') + '\n');
}
