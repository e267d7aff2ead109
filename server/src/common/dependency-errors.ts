/**
 * Which dependency an error says is unavailable (PostgreSQL or Redis down, unreachable or too slow),
 * or null when it is any other failure. The one place that knows the drivers' errors by kind: the
 * exception filter answers these with 503 and Retry-After, never a 500.
 */
export type UnavailableDependency = 'postgres' | 'redis' | 'network';

/** What a request fails with at once while Redis (redis/stall-breaker.ts) or PostgreSQL (database/postgres-stall-watch.ts) is connected but silent. */
export const REDIS_STALLED = 'Redis is not answering';
export const POSTGRES_STALLED = 'PostgreSQL is not answering';

interface ErrorFields {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  driverError?: unknown;
  cause?: unknown;
  errors?: unknown;
  /** ioredis Cluster: the last error of the nodes it tried. */
  lastNodeError?: unknown;
}

/** SQLSTATE: class 08 (connection exception), 57P01-57P03 (admin/crash shutdown, cannot connect now), 53300 (too many connections), 57014 (statement timeout). */
const PG_UNAVAILABLE_CODE = /^(08...|57P0[123]|53300|57014)$/;

/** node-postgres's and pg-pool's own errors when the server is away or does not answer in time. */
const PG_MESSAGES = [
  POSTGRES_STALLED,
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  'the database system is starting up',
  'the database system is shutting down',
];

/** ioredis's errors when a command cannot be sent or answered (offline, closed, retries spent, timed out, stalled), and a Redis still loading its data. */
const REDIS_MESSAGES = [
  "Stream isn't writeable",
  'Connection is closed',
  'Command timed out',
  'max retries per request',
  'LOADING ',
  REDIS_STALLED,
  // A Redis Cluster with no node answering (ioredis Cluster).
  "Cluster isn't ready",
  'None of startup nodes is available',
  'Failed to refresh slots cache',
];

/** Socket errors: the host refused, dropped, or did not answer the connection. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

function own(fields: ErrorFields): UnavailableDependency | null {
  const message = typeof fields.message === 'string' ? fields.message : '';
  const code = typeof fields.code === 'string' ? fields.code : '';
  if (fields.name === 'MaxRetriesPerRequestError' || REDIS_MESSAGES.some((m) => message.includes(m))) return 'redis';
  if (PG_UNAVAILABLE_CODE.test(code) || PG_MESSAGES.some((m) => message.includes(m))) return 'postgres';
  if (NETWORK_CODES.has(code)) return 'network';
  return null;
}

/** Looks through TypeORM's wrapper (driverError), `cause` chains and AggregateError's `errors`. */
export function unavailableDependency(err: unknown, depth = 0): UnavailableDependency | null {
  if (typeof err !== 'object' || err === null || depth > 4) return null;
  const fields = err as ErrorFields;
  const found = own(fields);
  if (found) return found;
  const inner = [fields.driverError, fields.cause, fields.lastNodeError, ...(Array.isArray(fields.errors) ? (fields.errors as unknown[]) : [])];
  for (const e of inner) {
    const hit = unavailableDependency(e, depth + 1);
    if (hit) return hit;
  }
  return null;
}
