import type { IncomingHttpHeaders } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** An incoming id is honoured only in a shape safe to log and echo. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * A new request's id (Fastify's genReqId, so it is `request.id`, and the raw request's id that
 * pino-http logs): the caller's x-request-id when sane, else a new UUID. Named in a 500's body.
 */
export function newRequestId(req: { headers: IncomingHttpHeaders }): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The first hook, so every response carries the id, even one that body parsing refuses. */
export function echoRequestId(req: FastifyRequest, reply: FastifyReply, done: () => void): void {
  void reply.header(REQUEST_ID_HEADER, req.id);
  done();
}
