import { EventEmitter } from 'node:events';
import type { Server, Socket } from 'socket.io';
import { disconnectOldestSockets, limitInboundPackets } from './socket-bounds';

/** A socket.io server stub: the user's sockets (some on this instance), what was closed here and asked of the others. */
function fakeServer(sockets: { id: string; joinedAt?: number; issued: number; here: boolean }[]) {
  const closedHere: string[] = [];
  const askedElsewhere: unknown[][] = [];
  const local = new Map(sockets.filter((s) => s.here).map((s) => [s.id, { conn: { close: () => closedHere.push(s.id) } }]));
  const server = {
    in: () => ({ fetchSockets: async () => sockets.map((s) => ({ id: s.id, data: { joinedAt: s.joinedAt }, handshake: { issued: s.issued } })) }),
    sockets: { sockets: local },
    serverSideEmit: (...args: unknown[]) => askedElsewhere.push(args),
  } as unknown as Server;
  return { server, closedHere, askedElsewhere };
}

describe('disconnectOldestSockets', () => {
  it('closes the oldest past the bound by when they joined their user, here and on the other instances', async () => {
    const { server, closedHere, askedElsewhere } = fakeServer([
      { id: 'd', joinedAt: 400, issued: 1, here: true },
      { id: 'a', joinedAt: 100, issued: 9, here: false },
      { id: 'c', joinedAt: 300, issued: 3, here: false },
      { id: 'b', joinedAt: 200, issued: 2, here: true },
      { id: 'e', issued: 500, here: true }, // no joinedAt: its handshake's time
    ]);
    expect(await disconnectOldestSockets(server, 'u', 2)).toBe(3);
    expect(closedHere).toEqual(['b']);
    expect(askedElsewhere).toEqual([['realtime:close-connections', ['a', 'c']]]);
  });

  it('leaves a user within the bound alone', async () => {
    const { server, closedHere, askedElsewhere } = fakeServer([
      { id: 'a', joinedAt: 1, issued: 1, here: true },
      { id: 'b', joinedAt: 2, issued: 2, here: false },
    ]);
    expect(await disconnectOldestSockets(server, 'u', 2)).toBe(0);
    expect([closedHere, askedElsewhere]).toEqual([[], []]);
  });
});

describe('limitInboundPackets', () => {
  it('calls back once, on the first packet past a burst of twice the rate', () => {
    const conn = new EventEmitter();
    let exceeded = 0;
    limitInboundPackets({ conn } as unknown as Socket, 5, () => exceeded++);
    for (let i = 0; i < 10; i++) conn.emit('packet', { type: 'message' });
    expect(exceeded).toBe(0);
    for (let i = 0; i < 10; i++) conn.emit('packet', { type: 'message' });
    expect(exceeded).toBe(1);
  });
});
