import { RunStats } from './run-stats';

describe("a run's counts", () => {
  it('add up: sent = accepted + rejected + errors, settled + unsettled = accepted, and the timeline sums to the totals', () => {
    const stats = new RunStats(0);
    const due = [0, 100, 900, 1200, 1500, 2500];
    due.forEach((at) => stats.onSent(at));
    expect(stats.inFlight()).toBe(6);
    stats.onAnswer(0, 200, 5);
    stats.onAnswer(100, 201, 7);
    stats.onAnswer(900, 422, 3);
    stats.onAnswer(1200, 200, 40);
    stats.onError(1500);
    stats.onAnswer(2500, 429, 2);
    stats.onSettled(250);
    stats.onSettled(900);
    expect(stats.inFlight()).toBe(0);

    const r = stats.report({ target: 't', endMs: 4000, settled: 2, settledWithoutEvent: 0, partial: false });
    const rejected = Object.values(r.rejected).reduce((a, b) => a + b, 0);
    expect(r).toMatchObject({ sent: 6, accepted: 3, errors: 1, rejected: { '422': 1, '429': 1 }, settled: 2, unsettled: 1, duration_s: 4 });
    expect(r.sent).toBe(r.accepted + rejected + r.errors);
    expect(r.settled + r.unsettled).toBe(r.accepted);
    expect(r.timeline.map((p) => [p.second, p.sent, p.accepted, p.errors])).toEqual([
      [0, 3, 2, 0],
      [1, 2, 1, 1],
      [2, 1, 0, 0],
    ]);
    expect(r.timeline[2].submit_p99).toBeCloseTo(2, 2);
    expect(r.throughput_per_s).toBe(1);
    expect(r.submit_ms.max).toBeCloseTo(40, 1);
    expect(r.settle_lag_ms.max).toBeCloseTo(900, 0);
    expect(r.settle_lag_histogram.reduce((n, b) => n + b.count, 0)).toBe(2);
    expect(r.partial).toBeUndefined();
    expect(stats.report({ target: 't', endMs: 4000, settled: 2, settledWithoutEvent: 0, partial: true }).partial).toBe(true);
  });

  it('counts closes by how they ended (sent = closed + refused + errors), their latency when answered, and reports them only when there were any', () => {
    const stats = new RunStats(0);
    expect(stats.report({ target: 't', endMs: 1000, settled: 0, settledWithoutEvent: 0, partial: false }).closes).toBeUndefined();
    for (let i = 0; i < 6; i++) stats.onCloseSent();
    stats.onCloseDone({ result: 'closed', retried: false }, 10);
    stats.onCloseDone({ result: 'closed', retried: true }, 30);
    stats.onCloseDone({ result: 'refused', code: 'TRADE_NOT_OPEN', retried: false }, 5);
    stats.onCloseDone({ result: 'refused', code: 'QUOTE_EXPIRED', retried: true }, 20);
    stats.onCloseDone({ result: 'error', answered: true, retried: false }, 50);
    stats.onCloseDone({ result: 'error', answered: false, retried: false }, 9000);

    const closes = stats.report({ target: 't', endMs: 1000, settled: 0, settledWithoutEvent: 0, partial: false }).closes!;
    expect(closes).toMatchObject({ sent: 6, closed: 2, refused: { TRADE_NOT_OPEN: 1, QUOTE_EXPIRED: 1 }, errors: 2, retried: 2 });
    expect(closes.sent).toBe(closes.closed + Object.values(closes.refused).reduce((a, b) => a + b, 0) + closes.errors);
    // The close without an answer has no latency: the slowest answered one is the max.
    expect(closes.close_ms.max).toBeCloseTo(50, 1);
    expect(closes.close_ms.p50).toBeCloseTo(20, 1);
    // Closes are not submits.
    expect(stats.sent).toBe(0);
    expect(stats.inFlight()).toBe(0);
  });
});
