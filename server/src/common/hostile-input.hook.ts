import type { FastifyReply, FastifyRequest } from 'fastify';
import { findHostileInput, hostileInputError } from './hostile-input';
import { sendError } from './request-parsing';

/**
 * Right after JSON body parsing, before guards, pipes and class-transformer see the body: refuses
 * deep nesting, NUL, lone surrogates and exponent-only numbers (multipart text fields and queries
 * are checked by the validation pipe, once the upload interceptor has read them).
 */
export async function refuseHostileBody(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const body: unknown = req.body;
  const found = body !== null && typeof body === 'object' ? findHostileInput(body) : null;
  return found ? sendError(reply, hostileInputError(found)) : undefined;
}
