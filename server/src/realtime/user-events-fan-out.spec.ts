import type { Server } from 'socket.io';
import { fanOutUserEvents } from './user-events-fan-out';

/** A socket.io server stub: the rooms it has sockets in, and what it emitted locally to which room. */
function fakeServer(rooms: string[]) {
  const emitted: { room: string; event: string; payload: unknown }[] = [];
  const server = {
    sockets: { adapter: { rooms: new Map(rooms.map((r) => [r, new Set(['socket-of-' + r])])) } },
    local: { to: (room: string) => ({ emit: (event: string, payload: unknown) => emitted.push({ room, event, payload }) }) },
  } as unknown as Pick<Server, 'local' | 'sockets'>;
  return { server, emitted };
}

/** One user's line of a user-events message: their events numbered from `seq` on. */
const line = (user: string, seq: number, events: object[]) => `${user}\t${JSON.stringify({ seq, events })}`;

describe('fanOutUserEvents', () => {
  it("delivers each event of a batch to its user's room on this instance, in order, with its seq in the payload", () => {
    const { server, emitted } = fakeServer(['user:a', 'user:b']);
    const message = [
      line('a', 7, [
        { event: 'trade:settled', payload: { trade: { trade_id: 1 }, balance: 1 } },
        { event: 'balance:updated', payload: { balance: 2 } },
      ]),
      line('b', 1, [{ event: 'trade:settled', payload: { trade: { trade_id: 2 } } }]),
    ].join('\n');
    expect(fanOutUserEvents(server, message)).toBe(3);
    expect(emitted).toEqual([
      { room: 'user:a', event: 'trade:settled', payload: { trade: { trade_id: 1 }, balance: 1, seq: 7 } },
      { room: 'user:a', event: 'balance:updated', payload: { balance: 2, seq: 8 } },
      { room: 'user:b', event: 'trade:settled', payload: { trade: { trade_id: 2 }, seq: 1 } },
    ]);
  });

  it('skips the users with no socket on this instance without decoding their events', () => {
    const { server, emitted } = fakeServer(['user:b']);
    const message = [`a\t{"seq":1,"events":[{"event":"balance:updated","payload":{} NOT JSON`, line('b', 4, [{ event: 'balance:updated', payload: {} }])].join(
      '\n',
    );
    expect(fanOutUserEvents(server, message)).toBe(1);
    expect(emitted).toEqual([{ room: 'user:b', event: 'balance:updated', payload: { seq: 4 } }]);
  });

  it('drops a malformed message', () => {
    const { server, emitted } = fakeServer(['user:a']);
    expect(fanOutUserEvents(server, 'not json')).toBe(0);
    expect(fanOutUserEvents(server, 'a\tnot json')).toBe(0);
    expect(fanOutUserEvents(server, 'a\t{"seq":1}')).toBe(0);
    expect(fanOutUserEvents(server, 'a\t[{"seq":1,"event":"balance:updated","payload":{}}]')).toBe(0);
    expect(emitted).toEqual([]);
  });
});
