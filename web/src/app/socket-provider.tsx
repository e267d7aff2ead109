import { useEffect, useRef, useState, type ReactNode } from 'react';
import { io } from 'socket.io-client';
import { useRealtimeCacheSync } from '../features/trading/realtime/use-realtime-cache-sync';
import { jwtExpiry, refreshSession } from '../shared/api/session-refresh';
import { SocketContext, type AppSocket } from '../shared/realtime/socket-context';
import { appStore, useAccessToken } from '../shared/store/app-store';

/** Longest pause between attempts after the server refused the handshake. */
const MAX_RETRY_MS = 60_000;

/**
 * One socket.io connection for the whole app, at the page's origin (/socket.io). A visitor connects
 * without a token and receives the public events (prices, payouts); a signed-in user's handshake
 * carries the current access token; a new token reconnects so the server sees it.
 */
export function SocketProvider({ children }: { children: ReactNode }) {
  const [socket, setSocket] = useState<AppSocket | null>(null);
  const token = useAccessToken();
  const previousToken = useRef(token);

  useEffect(() => {
    const s: AppSocket = io({
      // Read on every (re)connection, so a reconnect never sends an old token.
      auth: (cb) => cb(appStore.accessToken() ? { token: appStore.accessToken() } : {}),
    });
    let refused = 0;
    let retry: number | undefined;
    s.on('connect', () => {
      refused = 0;
    });
    s.on('connect_error', () => {
      if (s.active) return; // a network failure: socket.io retries by itself
      // The server refused the handshake: renew an expired token, else try again later.
      const current = appStore.accessToken();
      const exp = current ? jwtExpiry(current) : null;
      if (exp !== null && exp * 1000 <= Date.now() + 5_000) {
        void refreshSession();
        return;
      }
      refused += 1;
      retry = window.setTimeout(() => s.connect(), Math.min(MAX_RETRY_MS, 2_000 * 2 ** refused));
    });
    setSocket(s);
    return () => {
      window.clearTimeout(retry);
      s.disconnect();
      setSocket(null);
    };
  }, []);

  useEffect(() => {
    if (!socket || previousToken.current === token) return;
    previousToken.current = token;
    socket.disconnect().connect();
  }, [socket, token]);

  return (
    <SocketContext.Provider value={socket}>
      <RealtimeCacheSync />
      {children}
    </SocketContext.Provider>
  );
}

function RealtimeCacheSync() {
  useRealtimeCacheSync();
  return null;
}
