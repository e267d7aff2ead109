import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoggedUserEvent, MissedEventsDto } from '@contracts/events';
import { EventSequencer, GAP_WAIT_MS } from './event-sequencer';

const ev = (seq: number): LoggedUserEvent => ({
  seq,
  event: 'balance:updated',
  payload: { seq, balance: seq, demo_balance: 0, balance_version: seq, demo_balance_version: 0 },
});

let applied: number[];
let refetches: number;
let answers: MissedEventsDto[];
let asked: (number | undefined)[];
let sequencer: EventSequencer;

beforeEach(() => {
  vi.useFakeTimers();
  applied = [];
  refetches = 0;
  answers = [];
  asked = [];
  sequencer = new EventSequencer({
    apply: (e) => applied.push(e.seq),
    fetchMissed: async (after) => {
      asked.push(after);
      const answer = answers.shift();
      if (!answer) throw new Error('offline');
      return answer;
    },
    refetchAll: () => refetches++,
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
  });
});

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('EventSequencer', () => {
  it('applies events in order from the number told at connection, once each', () => {
    sequencer.receive(ev(4));
    sequencer.receive(ev(2)); // sent while the socket joined: numbered before the number it is told
    expect(applied).toEqual([]); // the current number is not known yet
    sequencer.connected(3);
    expect(applied).toEqual([2, 4]);
    sequencer.receive(ev(5));
    sequencer.receive(ev(3));
    sequencer.receive(ev(2));
    expect(applied).toEqual([2, 4, 5]);
    expect(sequencer.lastApplied).toBe(5);
  });

  it('holds an event that came ahead of its turn until the one before arrives, once each', async () => {
    sequencer.connected(0);
    sequencer.receive(ev(2));
    sequencer.receive(ev(3));
    expect(applied).toEqual([]);
    sequencer.receive(ev(1));
    sequencer.receive(ev(2));
    expect(applied).toEqual([1, 2, 3]);
    await vi.advanceTimersByTimeAsync(GAP_WAIT_MS * 2);
    expect(asked).toEqual([]); // nothing was missing
  });

  it('asks for what a gap lacks after a short wait, and applies it in order', async () => {
    sequencer.connected(10);
    sequencer.receive(ev(13));
    answers.push({ events: [ev(11), ev(12), ev(13)], complete: true, seq: 13 });
    await vi.advanceTimersByTimeAsync(GAP_WAIT_MS);
    expect(asked).toEqual([10]);
    expect(applied).toEqual([11, 12, 13]);
    expect(refetches).toBe(0);
  });

  it('after a reconnect, recovers the events missed meanwhile through the same handler', async () => {
    sequencer.connected(5);
    sequencer.receive(ev(6));
    answers.push({ events: [ev(7), ev(8)], complete: true, seq: 8 });
    sequencer.connected(8);
    await flush();
    expect(asked).toEqual([6]);
    expect(applied).toEqual([6, 7, 8]);
    sequencer.connected(8); // nothing missed: nothing asked
    expect(asked).toEqual([6]);
  });

  it('refetches everything when the log no longer covers the gap, then carries on from the current number', async () => {
    sequencer.connected(5);
    answers.push({ events: [ev(300)], complete: false, seq: 300 });
    sequencer.connected(300);
    await flush();
    expect(refetches).toBe(1);
    expect(applied).toEqual([]);
    sequencer.receive(ev(301));
    expect(applied).toEqual([301]);
  });

  it('refetches everything when the server sequence started again', () => {
    sequencer.connected(50);
    sequencer.connected(2);
    expect(refetches).toBe(1);
    sequencer.receive(ev(3));
    expect(applied).toEqual([3]);
  });

  it('asks again at the next gap when the recovery request failed', async () => {
    sequencer.connected(1);
    sequencer.connected(3); // request fails (no answer)
    await flush();
    expect(applied).toEqual([]);
    sequencer.receive(ev(4));
    answers.push({ events: [ev(2), ev(3), ev(4)], complete: true, seq: 4 });
    await vi.advanceTimersByTimeAsync(GAP_WAIT_MS);
    expect(applied).toEqual([2, 3, 4]);
  });

  it('without the number at connection, asks for it after the wait and refetches', async () => {
    sequencer.receive(ev(7));
    answers.push({ events: [], complete: true, seq: 7 });
    await vi.advanceTimersByTimeAsync(GAP_WAIT_MS);
    expect(asked).toEqual([undefined]);
    expect(refetches).toBe(1);
    sequencer.receive(ev(8));
    expect(applied).toEqual([8]);
  });

  it('forgets everything for another user, ignoring an answer asked for before', async () => {
    let release!: (a: MissedEventsDto) => void;
    const slow = new EventSequencer({
      apply: (e) => applied.push(e.seq),
      fetchMissed: () => new Promise((resolve) => (release = resolve)),
      refetchAll: () => refetches++,
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
    });
    slow.connected(1);
    slow.connected(5);
    slow.reset();
    release({ events: [ev(2)], complete: true, seq: 5 });
    await flush();
    expect(applied).toEqual([]);
    expect(slow.lastApplied).toBeNull();
    slow.connected(40);
    slow.receive(ev(41));
    expect(applied).toEqual([41]);
  });
});
