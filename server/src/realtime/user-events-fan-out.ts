import type { Server } from 'socket.io';
import { userRoom } from '../contracts/events';
import type { PublishedUserEvent } from './user-event-log';

/**
 * Delivers one message of the user-events channel (numbered user events, published by any process
 * through RealtimeService) to this API instance's own sockets in each user's room, each event with its
 * `seq` in its payload, in the message's order. Every instance receives every message and delivers
 * locally only: one publish per batch of events instead of one per event. A malformed message is dropped.
 * Returns how many events had a room here.
 */
export function fanOutUserEvents(server: Pick<Server, 'local' | 'sockets'>, message: string): number {
  let events: PublishedUserEvent[];
  try {
    events = JSON.parse(message) as PublishedUserEvent[];
  } catch {
    return 0;
  }
  if (!Array.isArray(events)) return 0;
  const local = server.local;
  const rooms = server.sockets.adapter.rooms;
  let delivered = 0;
  for (const e of events) {
    const room = userRoom(e.user);
    // Most users have no socket on this instance: nothing to build for them.
    if (!rooms.has(room)) continue;
    delivered++;
    (local.to(room) as unknown as { emit(event: string, payload: unknown): boolean }).emit(e.event, { ...e.payload, seq: e.seq });
  }
  return delivered;
}
