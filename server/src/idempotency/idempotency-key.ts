import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../common/request-parsing';
import { badRequest, DomainError } from '../common/domain-error';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
/** What clients send (UUIDs, ULIDs, hashes): safe to store, log and compare byte for byte. */
const SAFE_KEY = /^[A-Za-z0-9._:-]+$/;

/** Why an Idempotency-Key header is refused, or null (an absent or empty header is no key). */
export function idempotencyKeyProblem(key: string | string[] | undefined): string | null {
  if (key === undefined || key === '') return null;
  if (Array.isArray(key)) return 'must be sent once';
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) return `must be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`;
  if (!SAFE_KEY.test(key)) return 'may contain only letters, digits and . _ : -';
  return null;
}

export function idempotencyKeyError(problem: string): DomainError {
  return badRequest(`${IDEMPOTENCY_KEY_HEADER} ${problem}`, { [IDEMPOTENCY_KEY_HEADER]: problem });
}

/** Refuses a malformed Idempotency-Key on any request before anything else reads the request. */
export async function refuseMalformedIdempotencyKey(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const problem = idempotencyKeyProblem(req.headers['idempotency-key']);
  return problem ? sendError(reply, idempotencyKeyError(problem)) : undefined;
}
