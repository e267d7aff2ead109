import type { Server } from 'socket.io';
import { userRoom } from '../contracts/events';
import { decodeUserEventsMessage } from './user-event-log';

/**
 * Delivers one message of the user-events channel (numbered user events, published by any process
 * through RealtimeService) to this API instance's own sockets in each user's room, each event with its
 * `seq` in its payload, in the message's order. Every instance receives every message and delivers
 * locally only: one publish per batch of events instead of one per event. The events of users with no
 * socket here (most of them) are not even decoded. Returns how many events had a room here.
 */
export function fanOutUserEvents(server: Pick<Server, 'local' | 'sockets'>, message: string): number {
  const rooms = server.sockets.adapter.rooms;
  let delivered = 0;
  for (const { userId, events } of decodeUserEventsMessage(message, (user) => rooms.has(userRoom(user)))) {
    const room = server.local.to(userRoom(userId)) as unknown as { emit(event: string, payload: unknown): boolean };
    for (const e of events) {
      delivered++;
      room.emit(e.event, { ...e.payload, seq: e.seq });
    }
  }
  return delivered;
}
