import type { AppConfig } from './app-config';

/**
 * Whether a browser at `origin` may call this deployment with credentials: its own origin (the Host
 * it was reached at, or PUBLIC_URL) or one listed in CORS_ORIGINS. Requests without an Origin
 * (servers, scripts, the load tool) are not browsers' cross-site requests and are let through.
 */
export function isAllowedOrigin(origin: string | undefined, host: string | undefined, config: Pick<AppConfig, 'publicUrl' | 'corsOrigins'>): boolean {
  if (!origin) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === new URL(config.publicUrl).origin || config.corsOrigins.includes(url.origin)) return true;
  return host !== undefined && url.host === host && (url.protocol === 'http:' || url.protocol === 'https:');
}
