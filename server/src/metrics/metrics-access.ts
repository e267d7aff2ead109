import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** What a metrics endpoint answers a caller: the series, 401 (no or a wrong token) or 403 (not local). */
export type MetricsAccess = 'allow' | 'unauthorized' | 'forbidden';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const BEARER = /^Bearer\s+(\S+)\s*$/i;

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Compared as digests, so that neither the token's characters nor its length show in the time taken. */
function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The metrics rule of the API's /api/metrics and the worker's /metrics. With METRICS_TOKEN set, only
 * `Authorization: Bearer <token>` passes. Without it, only a loopback caller that no proxy forwarded
 * (a reverse proxy on the same host would otherwise make every visitor look local).
 */
export function metricsAccess(caller: { address: string | undefined; headers: IncomingHttpHeaders }, token: string | undefined): MetricsAccess {
  if (token !== undefined) {
    const given = BEARER.exec(caller.headers.authorization ?? '')?.[1];
    return given !== undefined && sameToken(given, token) ? 'allow' : 'unauthorized';
  }
  const forwarded = caller.headers['x-forwarded-for'] !== undefined || caller.headers.forwarded !== undefined;
  return !forwarded && caller.address !== undefined && LOOPBACK.has(caller.address) ? 'allow' : 'forbidden';
}

export const METRICS_REFUSED = {
  unauthorized: 'Metrics need the bearer token set in METRICS_TOKEN',
  forbidden: 'Metrics are served to local callers only (set METRICS_TOKEN to scrape from elsewhere)',
} as const;
