import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { io } from 'socket.io-client';
import type { ApiEnvelope } from '@contracts/api';
import { USER_EVENT_NAMES, type LoggedUserEvent, type MissedEventsDto } from '@contracts/events';
import { useTradingLiveEvents } from '../features/trading/hooks/use-trading-live-events';
import { apiRequest } from '../shared/api/http-client';
import { watchConnection } from '../shared/realtime/connection-watch';
import { EventSequencer } from '../shared/realtime/event-sequencer';
import { LiveEvents } from '../shared/realtime/live-events';
import { LiveEventsContext, SocketContext, type AppSocket } from '../shared/realtime/socket-context';
import { appStore, useAccessToken } from '../shared/store/app-store';

/**
 * One socket.io connection for the whole app, at the page's origin (/socket.io). A visitor connects
 * without a token and receives the public events (prices, payouts); a signed-in user's handshake
 * carries the current access token. A refreshed token is sent with `auth` (the server takes the
 * socket out of the user's rooms when the old one expires); signing in or out reconnects. The server
 * disconnects the sockets of a revoked session: this one then reconnects with whatever token it has.
 *
 * The user's events go through an EventSequencer (DESIGN "Live events"): applied in sequence order,
 * once; those missed while the socket was away are asked for (`GET /api/realtime/events`) when it
 * is back, or everything is refetched when the log no longer holds them. The header's connection
 * state follows the socket (watchConnection: Offline after 10 s without a connection).
 */
export function SocketProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [socket, setSocket] = useState<AppSocket | null>(null);
  const [live] = useState(() => new LiveEvents());
  const [sequencer] = useState(
    () =>
      new EventSequencer({
        apply: (e) => live.emit(e),
        fetchMissed: async (after) =>
          (await apiRequest<ApiEnvelope<MissedEventsDto>>(`/realtime/events${after === undefined ? '' : `?after=${after}`}`, { auth: true })).data,
        refetchAll: () => void queryClient.invalidateQueries(),
        setTimer: (run, ms) => window.setTimeout(run, ms),
        clearTimer: (timer) => window.clearTimeout(timer as number),
      }),
  );
  const token = useAccessToken();
  const previousToken = useRef(token);

  useEffect(() => {
    const s: AppSocket = io({
      // Read on every (re)connection, so a reconnect never sends an old token.
      auth: (cb) => cb(appStore.accessToken() ? { token: appStore.accessToken() } : {}),
    });
    const untyped = s as unknown as { on: (event: string, listener: (payload: LoggedUserEvent['payload']) => void) => void };
    for (const event of USER_EVENT_NAMES) untyped.on(event, (payload) => sequencer.receive({ seq: payload.seq, event, payload } as LoggedUserEvent));
    s.on('realtime:seq', ({ seq }) => sequencer.connected(seq));

    const watch = watchConnection({ set: (run, ms) => window.setTimeout(run, ms), clear: (timer) => window.clearTimeout(timer as number) });
    s.on('connect', watch.connected);
    s.on('disconnect', (reason) => {
      // A server-side disconnect (session revoked) is not retried by socket.io itself.
      if (reason === 'io server disconnect') s.connect();
      watch.disconnected();
    });
    window.addEventListener('online', watch.networkBack);
    setSocket(s);
    return () => {
      window.removeEventListener('online', watch.networkBack);
      s.disconnect();
      watch.stop();
      setSocket(null);
    };
  }, [sequencer]);

  useEffect(() => {
    if (!socket || previousToken.current === token) return;
    const renewed = previousToken.current !== null && token !== null;
    previousToken.current = token;
    if (renewed && socket.connected) socket.emit('auth', { token });
    else {
      // Another user (or none): their sequence starts afresh.
      sequencer.reset();
      socket.disconnect().connect();
    }
  }, [socket, token, sequencer]);

  return (
    <SocketContext.Provider value={socket}>
      <LiveEventsContext.Provider value={live}>
        <TradingLiveEvents />
        {children}
      </LiveEventsContext.Provider>
    </SocketContext.Provider>
  );
}

/** The live events every page follows (prices, the user's trades and balances): mounted once, inside the socket's context. */
function TradingLiveEvents() {
  useTradingLiveEvents();
  return null;
}
