import { useEffect } from 'react';
import { refreshSession } from '../shared/api/session-refresh';
import { useAppStore } from '../shared/store/app-store';

/** Refresh this long before the access token expires, so calls and the socket never carry a dead one. */
const MARGIN_MS = 60_000;

/** While the signed-in area is open, renews the access token shortly before it expires (as the server stated). */
export function useSessionKeepAlive(): void {
  const expires = useAppStore((s) => s.auth.tokens?.access.expires ?? null);
  useEffect(() => {
    const expiresAt = expires ? Date.parse(expires) : Number.NaN;
    if (Number.isNaN(expiresAt)) return;
    const wait = Math.max(5_000, expiresAt - Date.now() - MARGIN_MS);
    const id = window.setTimeout(() => void refreshSession(), wait);
    return () => window.clearTimeout(id);
  }, [expires]);
}
