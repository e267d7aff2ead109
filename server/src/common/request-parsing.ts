import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, DomainError, errorBody } from './domain-error';
import { EXPONENT_NUMBER, exponentNumberField, hostileInputError } from './hostile-input';

const JSON_BODY_LIMIT_KB = 100;
export const BODY_TOO_LARGE = `Request body is too large (limit ${JSON_BODY_LIMIT_KB}kb)`;
const MALFORMED_JSON = 'Malformed JSON body';
/** Only an object or an array at the top, as body-parser's strict mode (a bare string or number is no request of ours). */
const STRICT_JSON_START = /^[\s]*[[{]/;

/**
 * The API's body parsers, replacing Fastify's: JSON up to JSON_BODY_LIMIT_KB, refused in the API's error
 * shape when malformed or when a number is written with an exponent (found in the raw text, as parsing
 * would hide it); an empty JSON body reads as {}. Any other content type (multipart aside, registered
 * by its plugin) is left unread: the route's validation then names what is missing.
 */
export function registerBodyParsers(instance: FastifyInstance): void {
  instance.removeAllContentTypeParsers();
  instance.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT_KB * 1024 }, (_req, raw: string, done) => {
    if (raw.trim() === '') return done(null, {});
    const field = exponentNumberField(raw);
    if (field) return done(hostileInputError({ field, message: EXPONENT_NUMBER }));
    if (!STRICT_JSON_START.test(raw)) return done(badRequest(MALFORMED_JSON));
    try {
      done(null, JSON.parse(raw));
    } catch {
      done(badRequest(MALFORMED_JSON));
    }
  });
  instance.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
}

/** A URL the router cannot read (a path segment that does not decode as UTF-8), before any route or filter runs. */
export function answerRoutingError(_err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  void sendError(reply, badRequest('The URL could not be read'));
}

/** A refusal answered by a Fastify hook (before Nest's exception filter can run), in the API's error shape. */
export function sendError(reply: FastifyReply, err: DomainError): FastifyReply {
  return reply.code(err.status).send(errorBody(err));
}
