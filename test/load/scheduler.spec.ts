import { runOpenModel } from './scheduler';

const items = (n: number, everyMs: number) => Array.from({ length: n }, (_, i) => ({ at_ms: i * everyMs }));

describe('the open-model scheduler', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  /** A target that answers each send `answerMs` later: the schedule must not care. */
  function run(o: { n: number; everyMs: number; speed: number; answerMs: number }) {
    const startMs = Date.now() + 20;
    const calls: { at_ms: number; intendedMs: number; calledMs: number; answeredBefore: number }[] = [];
    let answered = 0;
    const handle = runOpenModel(items(o.n, o.everyMs), {
      speed: o.speed,
      startMs,
      now: () => Date.now(),
      send: (item, intendedMs) => {
        calls.push({ at_ms: item.at_ms, intendedMs, calledMs: Date.now(), answeredBefore: answered });
        setTimeout(() => answered++, o.answerMs);
      },
    });
    return { startMs, calls, handle };
  }

  it('sends each item at its own time while every earlier answer is still outstanding (a slow target does not slow the sender)', async () => {
    const { startMs, calls, handle } = run({ n: 20, everyMs: 10, speed: 1, answerMs: 5000 });
    await jest.advanceTimersByTimeAsync(300);
    await handle.done;
    expect(handle.sent()).toBe(20);
    expect(calls.map((c) => c.at_ms)).toEqual(items(20, 10).map((i) => i.at_ms));
    for (const c of calls) {
      expect(c.intendedMs).toBe(startMs + c.at_ms);
      expect(c.calledMs).toBe(c.intendedMs);
      expect(c.answeredBefore).toBe(0);
    }
  });

  it('scales the schedule by --speed', async () => {
    const { startMs, calls, handle } = run({ n: 5, everyMs: 100, speed: 4, answerMs: 0 });
    await jest.advanceTimersByTimeAsync(200);
    await handle.done;
    expect(calls.map((c) => c.intendedMs - startMs)).toEqual([0, 25, 50, 75, 100]);
    expect(calls.map((c) => c.calledMs - startMs)).toEqual([0, 25, 50, 75, 100]);
  });

  it('when the loop was held up, hands over everything already due at once, each with its own intended time (the stall counts as latency)', () => {
    let now = 0;
    const sent: { intended: number; at: number }[] = [];
    const handle = runOpenModel(items(5, 10), { speed: 1, startMs: 0, now: () => now, send: (_i, intended) => sent.push({ intended, at: now }) });
    now = 35; // the event loop stalled for 35 ms
    jest.advanceTimersByTime(1);
    expect(sent).toEqual([0, 10, 20, 30].map((intended) => ({ intended, at: 35 })));
    handle.stop();
  });

  it('stops handing over items when stopped', async () => {
    const sent: number[] = [];
    const handle = runOpenModel(items(10, 1000), { speed: 1, startMs: Date.now(), now: () => Date.now(), send: (i) => sent.push(i.at_ms) });
    await jest.advanceTimersByTimeAsync(50);
    expect(handle.stop()).toBe(1);
    await handle.done;
    await jest.advanceTimersByTimeAsync(5000);
    expect(sent).toEqual([0]);
  });
});
