import type { Answer } from './http-client';
import { type CloseCalls, closeTrade, EarlyCloses } from './closes';
import { RunStats } from './run-stats';
import type { TargetApi } from './target-api';

const quote = (id: string): Answer => ({ status: 200, body: { status: true, message: '', data: { quote_id: id, value: 1.5, valid_until: '' } } });
const refusal = (status: number, code: string, data?: unknown): Answer => ({ status, body: { status: false, message: 'no', code, data } });
const closed: Answer = { status: 201, body: { status: true, message: 'Trade closed', data: {} } };

/** Calls answering in turn; records the quote ids the closes carried and whether each was the retry. */
function calls(quoteAnswer: Answer | Error, ...closeAnswers: (Answer | Error)[]): CloseCalls & { sent: [string, boolean][] } {
  const sent: [string, boolean][] = [];
  const answer = (a: Answer | Error | undefined) => (a instanceof Error ? Promise.reject(a) : Promise.resolve(a ?? closed));
  return {
    sent,
    quote: () => answer(quoteAnswer),
    close: (quoteId, retry) => {
      sent.push([quoteId, retry]);
      return answer(closeAnswers.shift());
    },
  };
}

describe('one early close', () => {
  it('asks a quote and closes at it', async () => {
    const c = calls(quote('q1'), closed);
    expect(await closeTrade(c)).toEqual({ result: 'closed', retried: false });
    expect(c.sent).toEqual([['q1', false]]);
  });

  it('retries once with the fresh quote a QUOTE_EXPIRED carries, and counts a second expiry as refused', async () => {
    const once = calls(quote('q1'), refusal(409, 'QUOTE_EXPIRED', { quote_id: 'q2' }), closed);
    expect(await closeTrade(once)).toEqual({ result: 'closed', retried: true });
    expect(once.sent).toEqual([
      ['q1', false],
      ['q2', true],
    ]);
    const twice = calls(quote('q1'), refusal(409, 'QUOTE_EXPIRED', { quote_id: 'q2' }), refusal(409, 'QUOTE_EXPIRED', { quote_id: 'q3' }));
    expect(await closeTrade(twice)).toEqual({ result: 'refused', code: 'QUOTE_EXPIRED', retried: true });
    expect(twice.sent).toHaveLength(2);
  });

  it('counts refusals of the quote or the close by their code, and a 4xx without one by its status', async () => {
    expect(await closeTrade(calls(refusal(409, 'CLOSE_TOO_LATE')))).toEqual({ result: 'refused', code: 'CLOSE_TOO_LATE', retried: false });
    expect(await closeTrade(calls(quote('q1'), refusal(409, 'TRADE_NOT_OPEN')))).toEqual({ result: 'refused', code: 'TRADE_NOT_OPEN', retried: false });
    expect(await closeTrade(calls(quote('q1'), { status: 429, body: 'Too Many Requests' }))).toEqual({ result: 'refused', code: 'HTTP 429', retried: false });
  });

  it('counts a 5xx, an answer without a quote, and no answer at all as errors', async () => {
    expect(await closeTrade(calls(refusal(503, 'PRICE_UNAVAILABLE')))).toEqual({ result: 'error', answered: true, retried: false });
    expect(await closeTrade(calls({ status: 200, body: { data: {} } }))).toEqual({ result: 'error', answered: true, retried: false });
    expect(await closeTrade(calls(quote('q1'), new Error('ECONNRESET')))).toEqual({ result: 'error', answered: false, retried: false });
  });
});

describe('the closes of a replay', () => {
  /** A target whose quote and close answer at once, recording what was sent. */
  function fakeApi() {
    const closes: { tradeId: number; quoteId: string; key: string }[] = [];
    const api = {
      quote: (_token: string, tradeId: number) => Promise.resolve(quote(`q${tradeId}`)),
      close: (_token: string, tradeId: number, quoteId: string, key: string) => {
        closes.push({ tradeId, quoteId, key });
        return Promise.resolve(closed);
      },
    };
    return { api: api as unknown as TargetApi, closes };
  }
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise((r) => setTimeout(r, 5));
  };

  it('sends each close when due (at once when past), with its own key, and counts it', async () => {
    const { api, closes } = fakeApi();
    const stats = new RunStats(Date.now());
    const early = new EarlyCloses(api, stats);
    const now = performance.timeOrigin + performance.now();
    early.schedule({ token: 't', tradeId: 1, idempotencyKey: 'load-r-0-close', dueMs: now + 60 });
    early.schedule({ token: 't', tradeId: 2, idempotencyKey: 'load-r-1-close', dueMs: now - 500 });
    expect(early.pending()).toBe(2);
    await until(() => closes.length === 1);
    expect(closes).toEqual([{ tradeId: 2, quoteId: 'q2', key: 'load-r-1-close' }]);
    await until(() => early.pending() === 0);
    expect(closes.map((c) => c.tradeId)).toEqual([2, 1]);
    expect(stats.closes).toMatchObject({ sent: 2, closed: 2, errors: 0 });
    // The late one counts from when it could be sent, not from its due time half a second before.
    expect(stats.report({ target: 't', endMs: Date.now(), settled: 0, settledWithoutEvent: 0, partial: false }).closes!.close_ms.max).toBeLessThan(100);
  });

  it('sends nothing more once stopped', async () => {
    const { api, closes } = fakeApi();
    const stats = new RunStats(Date.now());
    const early = new EarlyCloses(api, stats);
    early.schedule({ token: 't', tradeId: 1, idempotencyKey: 'k', dueMs: performance.timeOrigin + performance.now() + 30 });
    early.stop();
    expect(early.pending()).toBe(0);
    await new Promise((r) => setTimeout(r, 60));
    expect(closes).toEqual([]);
    expect(stats.closes.sent).toBe(0);
  });
});
