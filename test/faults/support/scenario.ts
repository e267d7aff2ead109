import { FaultEnv, writeFigures } from './fault-env';
import { AnswerFigures, answerFigures, Load } from './load';
import { lateness, settlementFigures, SettlementFigures, TradeRow, verifyLedger } from './probe';
import { sleep } from '../../support/ports';

/** The contract's bounds (issue 8). */
export const BOUNDS = {
  /** No trade Pending longer than this past its expiry plus the outage. */
  pendingMs: 10_000,
  /** Trades submitted after recovery settle within this of their expiry. */
  resumeMs: 5_000,
  /** While a dependency is down, every answer comes within this. */
  answerMs: 2_000,
} as const;

/** When the fault began and when the faulty part was back (the moment the outage ended). */
export interface Outage {
  start: number;
  end: number;
}

export interface FaultFigures extends SettlementFigures {
  outageMs: number;
  boundMs: number;
  /** Latest settlement of a trade submitted after recovery, past its expiry. */
  newTrades: number;
  newTradesMaxLatenessMs: number;
  /** From recovery to the first settlement after it. */
  recoveryMs: number | null;
  during: AnswerFigures;
  whole: AnswerFigures;
  ledgerOk: boolean;
  ledger: string;
}

/**
 * After recovery: keeps the load on for `afterMs` (new trades are submitted and expire), stops it,
 * waits for settlement up to the bound, then measures every trade and answer and verifies the ledger.
 */
export async function settleAndMeasure(env: FaultEnv, load: Load, outage: Outage, afterMs = 8000): Promise<{ figures: FaultFigures; trades: TradeRow[] }> {
  await sleep(Math.max(0, outage.end + afterMs - Date.now()));
  await load.stop();
  const outageMs = outage.end - outage.start;
  const boundMs = BOUNDS.pendingMs + outageMs;
  const trades = await env.probe.waitSettled(boundMs);
  const now = Date.now();
  const fresh = trades.filter((t) => t.opened_at >= outage.end);
  const firstAfter = trades.flatMap((t) => (t.end_time !== null && t.end_time >= outage.end ? [t.end_time] : []));
  const ledger = verifyLedger(env.databaseUrl);
  const figures: FaultFigures = {
    outageMs,
    boundMs,
    ...settlementFigures(trades, boundMs, now),
    newTrades: fresh.length,
    newTradesMaxLatenessMs: fresh.reduce((m, t) => Math.max(m, lateness(t, now)), 0),
    recoveryMs: firstAfter.length ? Math.min(...firstAfter) - outage.end : null,
    during: answerFigures(load.between(outage.start, outage.end)),
    whole: answerFigures(load.answers),
    ledgerOk: ledger.ok,
    ledger: ledger.output,
  };
  return { figures, trades };
}

/** The one-line summary and the JSON file the closing note's fault table is made from. */
export function report(name: string, f: FaultFigures, extra: Record<string, unknown> = {}): void {
  writeFigures(name, {
    outageMs: f.outageMs,
    trades: f.trades,
    pendingPastBound: f.pendingPastBound,
    maxLatenessMs: f.maxLatenessMs,
    newTradesMaxLatenessMs: f.newTradesMaxLatenessMs,
    recoveryMs: f.recoveryMs,
    count503: f.whole.count503,
    count500: f.whole.count500,
    hangs: f.whole.hangs,
    slowestDuringOutageMs: f.during.slowestMs,
    ledgerOk: f.ledgerOk,
    ...extra,
    byStatus: f.byStatus,
    during: f.during,
    whole: f.whole,
    ledger: f.ledger,
  });
}

/** What every fault spec asserts once the fault is over. */
export function expectRecovered(f: FaultFigures): void {
  expect(f.whole.answers).toBeGreaterThan(0);
  expect(f.newTrades).toBeGreaterThan(0);
  expect({ hangs: f.whole.hangs, other5xx: f.whole.other5xx, statuses: f.whole.statuses }).toMatchObject({ hangs: 0, other5xx: 0 });
  expect({ pendingPastBound: f.pendingPastBound, maxLatenessMs: f.maxLatenessMs }).toMatchObject({ pendingPastBound: 0 });
  expect(f.maxLatenessMs).toBeLessThanOrEqual(f.boundMs);
  expect(f.newTradesMaxLatenessMs).toBeLessThanOrEqual(BOUNDS.resumeMs);
  expect({ ledgerOk: f.ledgerOk, ledger: f.ledger }).toMatchObject({ ledgerOk: true });
}

/** While a dependency is down: 503 with Retry-After or a normal answer, each within 2 s. */
export function expectAnswersWhileDown(d: AnswerFigures): void {
  expect({ missingRetryAfter: d.missingRetryAfter, statuses: d.statuses }).toMatchObject({ missingRetryAfter: 0 });
  expect({ noAnswer: d.noAnswer, statuses: d.statuses }).toMatchObject({ noAnswer: 0 });
  expect(d.slowestMs).toBeLessThanOrEqual(BOUNDS.answerMs);
}
