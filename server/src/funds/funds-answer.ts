import type { ApiEnvelope } from '../contracts/api';
import { ok } from '../common/envelope';

/**
 * The envelope of a money request's answer (`{ deposit, message }`, `{ withdrawal, message }`: the shape
 * idempotency records keep): its row, with the message its outcome shows.
 */
export async function answered<K extends string, A extends Record<K, unknown> & { message: string }>(key: K, answer: Promise<A>): Promise<ApiEnvelope<A[K]>> {
  const done = await answer;
  return ok(done[key], done.message);
}
