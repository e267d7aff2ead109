import type { Tokens } from '@contracts/account';
import { appStore } from '../store/app-store';

let inFlight: Promise<boolean> | null = null;

/**
 * Trades the refresh cookie (httpOnly, sent by the browser to /api/auth only) for a new access token.
 * Concurrent callers share one request, because refresh tokens rotate: a second request with the same
 * cookie would be refused. Signs out when it is refused.
 */
export function refreshSession(): Promise<boolean> {
  inFlight ??= doRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * On load: a stored session means this browser was signed in; its access token was kept in memory
 * only, so the session is restored from the refresh cookie (or ends, if the cookie is gone).
 */
export function restoreSession(): Promise<boolean> {
  const { auth } = appStore.get();
  if (!auth.session || auth.tokens) return Promise.resolve(Boolean(auth.tokens));
  appStore.get().setRestoring(true);
  return refreshSession().finally(() => appStore.get().setRestoring(false));
}

async function doRefresh(): Promise<boolean> {
  const before = appStore.get().auth;
  if (!before.session) return false;
  try {
    const res = await fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' } });
    const body = (await res.json().catch(() => null)) as { tokens?: Tokens } | null;
    if (!res.ok || !body?.tokens?.access?.token) {
      // Only a refusal ends the session; a network failure leaves it for the next attempt.
      if (res.status < 400 || res.status >= 500) return false;
      // A newer session arrived meanwhile (a password change rotates the cookie and answers with one): keep it.
      const now = appStore.get().auth.tokens;
      if (now && now !== before.tokens) return true;
      appStore.get().signOut();
      return false;
    }
    // The session may have ended while the request ran (logout here or in another place): keep it ended.
    if (!appStore.hasSession()) return false;
    appStore.get().setTokens(body.tokens);
    return true;
  } catch {
    return false;
  }
}
