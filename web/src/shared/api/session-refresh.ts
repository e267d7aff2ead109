import type { Tokens } from '@contracts/api';
import { appStore } from '../store/app-store';

let inFlight: Promise<boolean> | null = null;

/**
 * Trades the refresh token for a new pair. Concurrent callers share one request, because refresh
 * tokens rotate: a second request with the same token would be refused. Signs out when it fails.
 */
export function refreshSession(): Promise<boolean> {
  inFlight ??= doRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function doRefresh(): Promise<boolean> {
  const refreshToken = appStore.refreshToken();
  if (!refreshToken) return false;
  try {
    const res = await fetch('/api/auth/refresh', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    const body = (await res.json().catch(() => null)) as { tokens?: Tokens } | null;
    if (!res.ok || !body?.tokens?.access?.token) {
      // Only a refusal ends the session; a network failure leaves it for the next attempt.
      if (res.status >= 400 && res.status < 500) appStore.get().signOut();
      return false;
    }
    // The session may have ended while the request ran (logout in another place): keep it ended.
    if (appStore.refreshToken() !== refreshToken) return Boolean(appStore.accessToken());
    appStore.get().setTokens(body.tokens);
    return true;
  } catch {
    return false;
  }
}
