import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { idempotencyKeyError, idempotencyKeyProblem } from './idempotency-key';
import { IdempotencyKeysRepository, StoredIdempotencyKey } from './idempotency-keys.repository';

export interface IdempotentAnswer<T> {
  result: T;
  /** The stored answer of an earlier request: nothing was done, so the caller sends no event either. */
  replayed: boolean;
}

/** One request of a batch (claimAll): its key, if it has one, and the body the key must keep answering. */
export interface IdempotentRequest {
  userId: string;
  key?: string;
  body: unknown;
}

/** What a claimed batch request does: the work (`claimed`), nothing (an earlier answer to replay), or refuse. */
export type Claim<T> = { claimed: true } | { claimed: false; answer: T } | { claimed: false; error: Error };

const refuse = (message: string) => new DomainError('IDEMPOTENCY_CONFLICT', message);
const hashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Idempotency-Key for money requests: the same key and body from the same user answers the first
 * result and moves nothing again. The key row is written in the caller's transaction, so a
 * concurrent duplicate waits on it and then reads the stored answer.
 */
@Injectable()
export class IdempotencyService {
  constructor(private readonly keys: IdempotencyKeysRepository) {}

  async run<T>(m: EntityManager, userId: string, key: string | undefined, body: unknown, work: () => Promise<T>): Promise<IdempotentAnswer<T>> {
    const [claim] = await this.claimAll<T>(m, [{ userId, key, body }]);
    if ('error' in claim) throw claim.error;
    if (!claim.claimed) return { result: claim.answer, replayed: true };
    const result = await work();
    if (key) await this.saveAll(m, [{ userId, key, response: result }]);
    return { result, replayed: false };
  }

  /**
   * The first half of `run` for many requests of one transaction, at most one per user and key: claims
   * every key in one statement (a request without a key is claimed). Save the claimed ones' answers
   * with saveAll in the same transaction.
   */
  async claimAll<T>(m: EntityManager, requests: IdempotentRequest[]): Promise<Claim<T>[]> {
    const claims: (Claim<T> | undefined)[] = requests.map((r) => {
      if (r.key === undefined) return { claimed: true };
      const problem = idempotencyKeyProblem(r.key);
      return problem ? { claimed: false, error: idempotencyKeyError(problem) } : undefined;
    });
    const keyed = requests.flatMap((r, i) => (claims[i] ? [] : [{ i, userId: r.userId, key: r.key!, hash: hashOf(r.body) }]));
    if (!keyed.length) return claims as Claim<T>[];
    const won = await this.keys.claimMany(m, keyed);
    const lost = keyed.filter((k) => !won.has(k.i));
    const stored = lost.length ? await this.keys.findMany<T>(m, lost) : [];
    for (const k of keyed) claims[k.i] = won.has(k.i) ? { claimed: true } : replay(stored[lost.indexOf(k)], k.hash);
    return claims as Claim<T>[];
  }

  /** Gives back the keys of claimed requests that were refused, as if they had never come. */
  async releaseAll(m: EntityManager, claims: { userId: string; key: string }[]): Promise<void> {
    if (claims.length) await this.keys.deleteMany(m, claims);
  }

  /** The answers of claimed requests, kept for their replays. */
  async saveAll(m: EntityManager, answers: { userId: string; key: string; response: unknown }[]): Promise<void> {
    if (answers.length) await this.keys.saveResponses(m, answers);
  }
}

function replay<T>(stored: StoredIdempotencyKey<T>, hash: string): Claim<T> {
  if (stored.requestHash !== hash) return { claimed: false, error: refuse('This Idempotency-Key was already used with a different request') };
  if (stored.response === null) return { claimed: false, error: refuse('A request with this Idempotency-Key is still in progress') };
  return { claimed: false, answer: stored.response };
}
