import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { verifyLedger } from '../../server/src/ledger/ledger-invariants';
import type { LoadReport } from '../load/report-types';
import type { Submission } from '../load/submission';
import { freePort } from '../support/ports';
import { startStack, type Stack } from '../support/stack';
import { stackApi } from '../support/stack-api';

const CLI = join(__dirname, '..', '..', 'dist', 'test', 'load', 'cli.js');

/** Runs the built load tool (`npm run loadtest --` without the build check) and answers its exit code and output. */
function loadtest(args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

const line = (at_ms: number, amount: number, user = 'u1'): Submission => ({
  at_ms,
  user,
  symbol: 'BTCUSD',
  trading_type: 'Cryptocurrency',
  amount,
  duration: 2,
  mode: 'demo',
  strike_rate: 1,
  trade_mode: 'Buy',
});

describe('npm run loadtest (against a stack on loopback)', () => {
  let stack: Stack;
  let dir: string;
  const file = (name: string) => join(dir, name);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'loadtest-'));
    // 10 s trades leave a window to close early (from 1 s after the open to 6 s before the expiry).
    stack = await startStack({ durations: '2,5,10', env: { RATE_LIMIT_FACTOR: '1000' } });
  }, 60_000);

  afterAll(async () => {
    await stack?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('records the submissions of a window in order, with pseudonyms and offsets within 50 ms of the real ones', async () => {
    const api = stackApi(stack);
    const client = await api.newClient();
    // Amounts nobody else uses pick this test's lines out of a database other test files share.
    const amounts = [7.31, 7.32, 7.33];
    const since = Date.now();
    const sentAt: number[] = [];
    for (const [i, amount] of amounts.entries()) {
      await new Promise((r) => setTimeout(r, i === 0 ? 100 : 250));
      sentAt.push(Date.now() - since);
      const { user: _user, at_ms: _at, ...body } = line(0, amount);
      await api.call('/trading/submit', { method: 'POST', token: client.token, json: body });
    }
    const until = new Date(Date.now() + 1000).toISOString();
    const run = await loadtest([
      'record',
      '--database-url',
      process.env.TEST_DATABASE_URL!,
      '--since',
      new Date(since).toISOString(),
      '--until',
      until,
      '--out',
      file('recorded.jsonl'),
    ]);
    expect(run).toMatchObject({ code: 0 });

    const recorded = readFileSync(file('recorded.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Submission);
    const mine = recorded.filter((s) => amounts.includes(s.amount));
    expect(mine.map((s) => s.amount)).toEqual(amounts);
    expect(new Set(mine.map((s) => s.user)).size).toBe(1);
    expect(mine[0].user).toMatch(/^u\d+$/);
    mine.forEach((s, i) => expect(Math.abs(s.at_ms - sentAt[i])).toBeLessThanOrEqual(50));
    expect(mine[0]).toMatchObject({ symbol: 'BTCUSD', trading_type: 'Cryptocurrency', duration: 2, mode: 'demo', strike_rate: 1, trade_mode: 'Buy' });
  }, 30_000);

  it('generates 20 users over 10 s, replays them, and writes a report whose counts add up and an HTML report', async () => {
    const gen = await loadtest([
      'generate',
      '--users',
      '20',
      '--rate',
      '3',
      '--seconds',
      '10',
      '--durations',
      '2,5',
      '--seed',
      '12',
      '--out',
      file('gen.jsonl'),
    ]);
    expect(gen).toMatchObject({ code: 0 });
    const lines = readFileSync(file('gen.jsonl'), 'utf8').trim().split('\n');
    expect(lines.length).toBeGreaterThan(10);

    const run = await loadtest([
      'replay',
      '--target',
      stack.url,
      '--in',
      file('gen.jsonl'),
      '--slo',
      'errors=0,unsettled=0',
      '--report',
      file('report.json'),
      '--html',
      file('report.html'),
    ]);
    const report = JSON.parse(readFileSync(file('report.json'), 'utf8')) as LoadReport;
    const rejected = Object.values(report.rejected).reduce((a, b) => a + b, 0);
    expect(report.sent).toBe(lines.length);
    expect(report.sent).toBe(report.accepted + rejected + report.errors);
    expect(report.settled + report.unsettled).toBe(report.accepted);
    expect(report.settled).toBeGreaterThan(0);
    expect(report.slo.map((s) => s.name)).toEqual(['errors', 'unsettled']);
    expect(run.code).toBe(report.slo.every((s) => s.ok) ? 0 : 1);
    expect(report.timeline.reduce((a, p) => a + p.sent, 0)).toBe(report.sent);
    expect(report.submit_ms.p50).toBeGreaterThan(0);
    expect(readFileSync(file('report.html'), 'utf8')).toMatch(/^<!doctype html>/i);

    // `report` rebuilds the HTML from the saved JSON, with the deltas against a baseline (itself: all 0).
    const rebuilt = await loadtest(['report', '--in', file('report.json'), '--html', file('again.html'), '--baseline', file('report.json')]);
    expect(rebuilt).toMatchObject({ code: 0 });
    expect(existsSync(file('again.html'))).toBe(true);
  }, 60_000);

  it('closes half the trades that can be closed: each close counted, every accepted trade ends once (settled or Closed), the ledger holds', async () => {
    const since = new Date();
    const gen = await loadtest([
      'generate',
      '--users',
      '8',
      '--rate',
      '4',
      '--seconds',
      '4',
      '--durations',
      '5,10',
      '--close-ratio',
      '0.5',
      '--seed',
      '21',
      '--out',
      file('closes.jsonl'),
    ]);
    expect(gen).toMatchObject({ code: 0 });
    const lines = readFileSync(file('closes.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Submission);
    const closing = lines.filter((l) => l.close_after_ms !== undefined);
    expect(closing.length).toBeGreaterThan(0);
    expect(closing.every((l) => l.duration === 10)).toBe(true);

    const run = await loadtest([
      'replay',
      '--target',
      stack.url,
      '--in',
      file('closes.jsonl'),
      '--grace',
      '5',
      '--report',
      file('closes.json'),
      '--html',
      file('closes.html'),
    ]);
    expect(run.code).toBe(0);
    const report = JSON.parse(readFileSync(file('closes.json'), 'utf8')) as LoadReport;
    expect(report).toMatchObject({ sent: lines.length, accepted: lines.length, errors: 0, unsettled: 0, duplicate_settlements: 0 });
    expect(report.settled).toBe(report.accepted);

    const closes = report.closes!;
    const refused = Object.values(closes.refused).reduce((a, b) => a + b, 0);
    expect(closes.sent).toBe(closing.length);
    expect(closes.closed).toBeGreaterThan(0);
    expect(closes.errors).toBe(0);
    expect(closes.sent).toBe(closes.closed + refused + closes.errors);
    expect(closes.close_ms.p50).toBeGreaterThan(0);
    expect(closes.close_ms.max).toBeGreaterThanOrEqual(closes.close_ms.p99);
    // A closed trade's trade:settled comes before its expiry: it has no settle lag, the others have one each.
    const lags = report.settle_lag_histogram.reduce((n, b) => n + b.count, 0);
    expect(lags + closes.closed + (report.settled_without_event ?? 0)).toBe(report.settled);
    expect(run.out).toMatch(new RegExp(`closes sent ${closes.sent}, closed ${closes.closed}, refused .*, errors 0`));
    expect(run.out).toMatch(/close ms: p50 [\d.]+, p90 [\d.]+, p99 [\d.]+/);
    expect(readFileSync(file('closes.html'), 'utf8')).toContain('<dt>Closes sent</dt>');

    // The database agrees: as many of the run's trades ended Closed as the tool saw closed, and the money adds up.
    const db = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
    try {
      const { rows } = await db.query<{ n: string }>(
        `SELECT count(*) AS n FROM trades t JOIN users u ON u.id = t.user_id
          WHERE u.email LIKE 'load-%@load.example.com' AND t.opened_at >= $1 AND t.status = 'Closed'`,
        [since],
      );
      expect(Number(rows[0].n)).toBe(closes.closed);
    } finally {
      await db.end();
    }
    expect((await verifyLedger(process.env.TEST_DATABASE_URL!)).filter((r) => !r.ok)).toEqual([]);
  }, 60_000);

  it('exits 1 when an SLO is broken', async () => {
    writeFileSync(file('two.jsonl'), [line(0, 1), line(100, 2, 'u2')].map((l) => JSON.stringify(l)).join('\n') + '\n');
    const run = await loadtest([
      'replay',
      '--target',
      stack.url,
      '--in',
      file('two.jsonl'),
      '--slo',
      'submit.p99=0.001',
      '--grace',
      '0',
      '--report',
      file('slo.json'),
    ]);
    expect(run.code).toBe(1);
    const report = JSON.parse(readFileSync(file('slo.json'), 'utf8')) as LoadReport;
    expect(report.slo).toEqual([expect.objectContaining({ name: 'submit.p99', limit: 0.001, ok: false })]);
  }, 30_000);

  it('exits 2 when the target does not answer, or the arguments are wrong', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const down = await loadtest(['replay', '--target', closed, '--in', file('two.jsonl'), '--report', file('none.json')]);
    expect(down.code).toBe(2);
    expect(down.out).toMatch(/could not happen/);
    expect(existsSync(file('none.json'))).toBe(false);
    expect((await loadtest(['replay', '--target', stack.url])).code).toBe(2);
    expect((await loadtest(['replay', '--target', stack.url, '--in', file('two.jsonl'), '--report', file('x.json'), '--sol', 'x'])).code).toBe(2);
  }, 30_000);
});
