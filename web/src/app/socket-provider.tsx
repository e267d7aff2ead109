import { useEffect, useRef, useState, type ReactNode } from 'react';
import { io } from 'socket.io-client';
import { useRealtimeCacheSync } from '../features/trading/realtime/use-realtime-cache-sync';
import { SocketContext, type AppSocket } from '../shared/realtime/socket-context';
import { appStore, useAccessToken } from '../shared/store/app-store';

/**
 * One socket.io connection for the whole app, at the page's origin (/socket.io). A visitor connects
 * without a token and receives the public events (prices, payouts); a signed-in user's handshake
 * carries the current access token; a new token reconnects so the server sees it. The server never
 * refuses a handshake (a bad token gets the public events), so socket.io's own retries are enough.
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
    setSocket(s);
    return () => {
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
