import { useSyncExternalStore } from 'react';

/** The live connection as the user is shown it: `connecting` before the first connection, `offline` after 10 s without one (watchConnection). */
export type ConnectionState = 'connecting' | 'live' | 'reconnecting' | 'offline';

let state: ConnectionState = 'connecting';
const listeners = new Set<() => void>();

/** Plain functions (no `this`): useSyncExternalStore takes `subscribe` and `get` as they are. */
export const connectionState = {
  get: (): ConnectionState => state,
  set: (next: ConnectionState): void => {
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(connectionState.subscribe, connectionState.get);
}
