import type { RemoteSocket, Server, Socket } from 'socket.io';
import { userRoom } from '../contracts/events';
import { TokenBucket } from './token-bucket';

/** What a socket's data says of its user, on every instance (socket.data travels with fetchSockets). */
export interface UserSocketData {
  userId?: string;
  /** When the socket joined its user's rooms (ms since the epoch): the oldest is dropped first. */
  joinedAt?: number;
}

type UserSocket = Pick<RemoteSocket<never, UserSocketData>, 'id' | 'data' | 'handshake'>;

/** How an instance asks the others to close the connections of sockets they hold. */
const CLOSE_CONNECTIONS = 'realtime:close-connections';

/**
 * Counts every packet the socket's connection receives (events, acknowledgements, binary parts,
 * heartbeats), as engine.io hands it over and before socket.io decodes it, against `perSecond` with
 * bursts of twice as many; calls `exceeded` once, on the first packet past it.
 */
export function limitInboundPackets(socket: Pick<Socket, 'conn'>, perSecond: number, exceeded: () => void): void {
  const bucket = new TokenBucket(perSecond, 2 * perSecond);
  let over = false;
  socket.conn.on('packet', () => {
    if (over || bucket.take()) return;
    over = true;
    exceeded();
  });
}

/**
 * Closes the socket's connection without a socket.io disconnect: a client reconnects after its
 * backoff, where after a server disconnect the web app reconnects at once (and, as the newest of its
 * user's sockets, would drop the next oldest in turn). Nothing more is read from the connection.
 */
export function closeConnection(socket: Pick<Socket, 'conn'>): void {
  socket.conn.close();
}

/** Lets the other instances close the connections of this instance's sockets (see disconnectOldestSockets). */
export function acceptConnectionClosing(server: Pick<Server, 'on' | 'sockets'>): void {
  server.on(CLOSE_CONNECTIONS, (ids: unknown) => {
    if (!Array.isArray(ids)) return;
    for (const id of ids) {
      const socket = typeof id === 'string' ? server.sockets.sockets.get(id) : undefined;
      if (socket) closeConnection(socket);
    }
  });
}

/**
 * Closes the connections of the user's oldest sockets, on every API instance, until `max` are left;
 * returns how many. Calls that overlap agree on which are oldest, so between them they drop no more.
 */
export async function disconnectOldestSockets(server: Pick<Server, 'in' | 'sockets' | 'serverSideEmit'>, userId: string, max: number): Promise<number> {
  const sockets: UserSocket[] = await server.in(userRoom(userId)).fetchSockets();
  if (sockets.length <= max) return 0;
  const since = (s: UserSocket) => s.data?.joinedAt ?? s.handshake.issued;
  const oldest = sockets.sort((a, b) => since(a) - since(b) || a.id.localeCompare(b.id)).slice(0, sockets.length - max);
  const elsewhere: string[] = [];
  for (const { id } of oldest) {
    const here = server.sockets.sockets.get(id);
    if (here) closeConnection(here);
    else elsewhere.push(id);
  }
  if (elsewhere.length) server.serverSideEmit(CLOSE_CONNECTIONS, elsewhere);
  return oldest.length;
}
