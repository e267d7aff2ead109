import { describe, expect, it } from 'vitest';
import type { ConnectionState } from './connection-state';
import { OFFLINE_AFTER_MS, watchConnection } from './connection-watch';

/** A state store and timers driven by hand: `advance(ms)` runs what is due. */
function harness() {
  let state: ConnectionState = 'connecting';
  let now = 0;
  const due = new Map<number, { at: number; run: () => void }>();
  let nextId = 1;
  const watch = watchConnection(
    {
      set: (run, ms) => {
        due.set(nextId, { at: now + ms, run });
        return nextId++;
      },
      clear: (id) => due.delete(id as number),
    },
    { get: () => state, set: (next) => (state = next) },
  );
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...due]) {
      if (timer.at > now) continue;
      due.delete(id);
      timer.run();
    }
  };
  return { watch, advance, state: () => state, pending: () => due.size };
}

describe('watchConnection: the header says Offline only after OFFLINE_AFTER_MS without a connection', () => {
  it('a lost connection reads Reconnecting… first, Offline once the wait is over, Live again on reconnect', () => {
    const h = harness();
    h.watch.connected();
    expect(h.state()).toBe('live');
    h.watch.disconnected();
    expect(h.state()).toBe('reconnecting');
    h.advance(OFFLINE_AFTER_MS - 1);
    expect(h.state()).toBe('reconnecting');
    h.advance(1);
    expect(h.state()).toBe('offline');
    h.watch.connected();
    expect(h.state()).toBe('live');
    expect(h.pending()).toBe(0);
  });

  it('a reconnect within the wait never shows Offline, and the next loss waits the whole time again', () => {
    const h = harness();
    h.watch.connected();
    h.watch.disconnected();
    h.advance(OFFLINE_AFTER_MS - 100);
    h.watch.connected();
    h.advance(200);
    expect(h.state()).toBe('live');
    h.watch.disconnected();
    h.advance(OFFLINE_AFTER_MS - 100);
    expect(h.state()).toBe('reconnecting');
    h.advance(100);
    expect(h.state()).toBe('offline');
  });

  it('a first connection that never comes reads Connecting… then Offline', () => {
    const h = harness();
    h.advance(OFFLINE_AFTER_MS - 1);
    expect(h.state()).toBe('connecting');
    h.advance(1);
    expect(h.state()).toBe('offline');
  });

  it('the network back reads Reconnecting… while the socket retries, and Offline again if it still cannot', () => {
    const h = harness();
    h.watch.connected();
    h.watch.disconnected();
    h.advance(OFFLINE_AFTER_MS);
    h.watch.networkBack();
    expect(h.state()).toBe('reconnecting');
    h.advance(OFFLINE_AFTER_MS);
    expect(h.state()).toBe('offline');
  });

  it('stop leaves no timer behind', () => {
    const h = harness();
    h.watch.stop();
    h.advance(OFFLINE_AFTER_MS);
    expect(h.state()).toBe('connecting');
  });
});
