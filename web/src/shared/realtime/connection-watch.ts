import { connectionState, type ConnectionState } from './connection-state';

/** How long without a connection before the header says Offline instead of Reconnecting… (DESIGN "Trust"). */
export const OFFLINE_AFTER_MS = 10_000;

export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(timer: unknown): void;
}

type StateStore = Pick<typeof connectionState, 'get' | 'set'>;

/** Plain functions (no `this`): handed to the socket and the window as listeners as they are. */
export interface ConnectionWatch {
  connected: () => void;
  disconnected: () => void;
  /** The browser says the network is back: the socket is retrying, so the wait starts again. */
  networkBack: () => void;
  stop: () => void;
}

/**
 * Turns the socket's connects and disconnects into the state the header shows: Live while connected,
 * Connecting… or Reconnecting… while not, Offline once OFFLINE_AFTER_MS have passed without a connection
 * (counted from the socket's creation for the first connection). The browser's own offline flag is not
 * trusted alone: a server that does not answer while the network is up is just as offline to the user.
 */
export function watchConnection(timers: Timers, state: StateStore = connectionState): ConnectionWatch {
  let offlineTimer: unknown = null;
  const startWaiting = () => {
    if (offlineTimer !== null) return;
    offlineTimer = timers.set(() => {
      offlineTimer = null;
      state.set('offline');
    }, OFFLINE_AFTER_MS);
  };
  const stopWaiting = () => {
    if (offlineTimer !== null) timers.clear(offlineTimer);
    offlineTimer = null;
  };
  const waitingStates: ConnectionState[] = ['connecting', 'offline'];

  startWaiting();
  return {
    connected: () => {
      stopWaiting();
      state.set('live');
    },
    disconnected: () => {
      if (!waitingStates.includes(state.get())) state.set('reconnecting');
      startWaiting();
    },
    networkBack: () => {
      if (state.get() !== 'offline') return;
      state.set('reconnecting');
      stopWaiting();
      startWaiting();
    },
    stop: stopWaiting,
  };
}
