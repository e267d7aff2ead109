import { createContext, useContext, useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { isUserEvent, type ClientToServerEvents, type ServerToClientEvents } from '@contracts/events';
import type { LiveEvents } from './live-events';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The one socket of the app (see SocketProvider); null before it is created. */
export const SocketContext = createContext<AppSocket | null>(null);

export function useSocket(): AppSocket | null {
  return useContext(SocketContext);
}

/** The user's events in sequence order (see SocketProvider); null outside it. */
export const LiveEventsContext = createContext<LiveEvents | null>(null);

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/**
 * Subscribes to one server event for the component's lifetime; the latest handler is always used.
 * A user's event comes in its sequence order, once, whether live or recovered after a reconnect.
 */
export function useSocketEvent<E extends EventName>(event: E, handler: (payload: Payload<E>) => void): void {
  const socket = useSocket();
  const live = useContext(LiveEventsContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (live && isUserEvent(event)) return live.on(event, (payload) => latest.current(payload as Payload<E>));
    if (!socket) return;
    const listener = (payload: Payload<E>) => latest.current(payload);
    // socket.io's typed overloads do not narrow on a generic event name.
    const untyped = socket as unknown as { on: (e: string, l: (p: unknown) => void) => void; off: (e: string, l: (p: unknown) => void) => void };
    untyped.on(event, listener as (p: unknown) => void);
    return () => untyped.off(event, listener as (p: unknown) => void);
  }, [socket, live, event]);
}
