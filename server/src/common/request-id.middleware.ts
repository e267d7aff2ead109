import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';
/** An incoming id is honoured only in a shape safe to log and echo. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The request's id, fixed on first use: the caller's x-request-id when sane, else a new UUID.
 * It is echoed on the response, logged by pino-http as the request's id, and named in a 500's body.
 */
export function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  if (typeof req.id === 'string') return req.id;
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  req.id = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** The first middleware, so every response carries the id, even one that body parsing refuses. */
export function requestIdMiddleware(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  requestIdOf(req, res);
  next();
}
