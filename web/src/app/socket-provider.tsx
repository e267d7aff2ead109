import { useEffect, useRef, useState, type ReactNode } from 'react';
import { io } from 'socket.io-client';
import { useRealtimeCacheSync } from '../features/trading/realtime/use-realtime-cache-sync';
import { SocketContext, type AppSocket } from '../shared/realtime/socket-context';
import { appStore, useAccessToken } from '../shared/store/app-store';

/**
 * One socket.io connection for the whole app, at the page's origin (/socket.io). A visitor connects
 * without a token and receives the public events (prices, payouts); a signed-in user's handshake
 * carries the current access token. A refreshed token is sent with `auth` (the server takes the
 * socket out of the user's rooms when the old one expires); signing in or out reconnects. The server
 * disconnects the sockets of a revoked session: this one then reconnects with whatever token it has.
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
    // A server-side disconnect (session revoked) is not retried by socket.io itself.
    s.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') s.connect();
    });
    setSocket(s);
    return () => {
      s.disconnect();
      setSocket(null);
    };
  }, []);

  useEffect(() => {
    if (!socket || previousToken.current === token) return;
    const renewed = previousToken.current !== null && token !== null;
    previousToken.current = token;
    if (renewed && socket.connected) socket.emit('auth', { token });
    else socket.disconnect().connect();
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
