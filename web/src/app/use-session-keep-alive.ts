import { useEffect } from 'react';
import { jwtExpiry, refreshSession } from '../shared/api/session-refresh';
import { useAccessToken } from '../shared/store/app-store';

/** Refresh this long before the access token expires, so calls and the socket never carry a dead one. */
const MARGIN_MS = 60_000;

/** While the signed-in area is open, renews the access token shortly before it expires. */
export function useSessionKeepAlive(): void {
  const token = useAccessToken();
  useEffect(() => {
    if (!token) return;
    const exp = jwtExpiry(token);
    if (exp === null) return;
    const wait = Math.max(5_000, exp * 1000 - Date.now() - MARGIN_MS);
    const id = window.setTimeout(() => void refreshSession(), wait);
    return () => window.clearTimeout(id);
  }, [token]);
}
