/** What a replay records as it runs, and the report it turns into. */
import type { CloseOutcome } from './closes';
import { buckets, type Histogram, newHistogram, percentileCurve, percentileMs, recordMs, summary } from './histogram';
import type { CloseFigures, LoadReport, TimelinePoint } from './report-types';

interface Second {
  sent: number;
  accepted: number;
  errors: number;
  submit: Histogram;
}

export class RunStats {
  sent = 0;
  accepted = 0;
  errors = 0;
  readonly rejected: Record<string, number> = {};
  duplicateSettlements = 0;
  readonly settleLagsMs: number[] = [];
  private readonly settle = newHistogram();
  /** All submits; each second also keeps its own, for the timeline. */
  private readonly submit = newHistogram();
  private readonly seconds: Second[] = [];
  readonly closes: Omit<CloseFigures, 'close_ms'> = { sent: 0, closed: 0, refused: {}, errors: 0, retried: 0 };
  private readonly close = newHistogram();

  constructor(readonly startMs: number) {}

  private second(atMs: number): Second {
    const i = Math.max(0, Math.floor((atMs - this.startMs) / 1000));
    while (this.seconds.length <= i) this.seconds.push({ sent: 0, accepted: 0, errors: 0, submit: newHistogram() });
    return this.seconds[i];
  }

  onSent(intendedMs: number): void {
    this.sent++;
    this.second(intendedMs).sent++;
  }

  /** An HTTP answer to the submit due at `intendedMs`, `latencyMs` after that time. */
  onAnswer(intendedMs: number, status: number, latencyMs: number): void {
    const s = this.second(intendedMs);
    recordMs(s.submit, latencyMs);
    recordMs(this.submit, latencyMs);
    if (status >= 200 && status < 300) {
      this.accepted++;
      s.accepted++;
    } else this.rejected[String(status)] = (this.rejected[String(status)] ?? 0) + 1;
  }

  /** No HTTP answer (refused, reset, timed out). */
  onError(intendedMs: number): void {
    this.errors++;
    this.second(intendedMs).errors++;
  }

  onSettled(lagMs: number): void {
    recordMs(this.settle, lagMs);
    this.settleLagsMs.push(lagMs);
  }

  onCloseSent(): void {
    this.closes.sent++;
  }

  /** How a close ended, `latencyMs` after it was due (its quote, its close and the one retry when there was one). */
  onCloseDone(o: CloseOutcome, latencyMs: number): void {
    if (o.retried) this.closes.retried++;
    if (o.result !== 'error' || o.answered) recordMs(this.close, latencyMs);
    if (o.result === 'closed') this.closes.closed++;
    else if (o.result === 'refused') this.closes.refused[o.code] = (this.closes.refused[o.code] ?? 0) + 1;
    else this.closes.errors++;
  }

  /** Submits sent and not yet answered. */
  inFlight(): number {
    return this.sent - this.accepted - this.errors - Object.values(this.rejected).reduce((a, b) => a + b, 0);
  }

  submitP99SoFar(): number {
    return percentileMs(this.submit, 99);
  }

  /** The report without its SLO results (they are evaluated from it). */
  report(o: { target: string; endMs: number; settled: number; settledWithoutEvent: number; partial: boolean }): Omit<LoadReport, 'slo'> {
    const durationS = Math.max(0.001, (o.endMs - this.startMs) / 1000);
    const submit = this.submit;
    const settle = summary(this.settle);
    const timeline: TimelinePoint[] = this.seconds.map((s, second) => ({
      second,
      sent: s.sent,
      accepted: s.accepted,
      errors: s.errors,
      submit_p99: s.submit.totalCount === 0 ? null : percentileMs(s.submit, 99),
    }));
    // Throughput: accepted submits per second over the seconds in which submits were due.
    const sendingS = Math.max(1, this.seconds.length);
    return {
      target: o.target,
      started_at: new Date(this.startMs).toISOString(),
      duration_s: Math.round(durationS * 1000) / 1000,
      sent: this.sent,
      accepted: this.accepted,
      rejected: { ...this.rejected },
      errors: this.errors,
      throughput_per_s: Math.round((this.accepted / sendingS) * 100) / 100,
      submit_ms: summary(submit),
      settle_lag_ms: { p50: settle.p50, p90: settle.p90, p99: settle.p99, max: settle.max },
      settled: o.settled,
      unsettled: this.accepted - o.settled,
      duplicate_settlements: this.duplicateSettlements,
      settled_without_event: o.settledWithoutEvent,
      timeline,
      submit_curve: percentileCurve(submit),
      settle_lag_histogram: buckets(this.settleLagsMs),
      ...(this.closes.sent > 0 ? { closes: { ...this.closes, refused: { ...this.closes.refused }, close_ms: summary(this.close) } } : {}),
      ...(o.partial ? { partial: true } : {}),
    };
  }
}
