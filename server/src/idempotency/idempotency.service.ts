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

/** What a request does: the work (`claimed`), nothing (an earlier answer to replay), or refuse. */
export type Claim<T> = { claimed: true } | Replay<T>;
/** A request whose key was used before: its earlier answer, or why it is refused. */
export type Replay<T> = { claimed: false; answer: T } | { claimed: false; error: Error };

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
    const claim = await this.claim<T>(m, userId, key, body);
    if ('error' in claim) throw claim.error;
    if (!claim.claimed) return { result: claim.answer, replayed: true };
    const result = await work();
    if (key) await this.keys.saveResponses(m, [{ userId, key, response: result }]);
    return { result, replayed: false };
  }

  /** The hash a key's request is kept under: a replay must send the same body. */
  fingerprint(body: unknown): string {
    return hashOf(body);
  }

  /** Why this key cannot be used, or null. */
  keyError(key: string | undefined): Error | null {
    const problem = key === undefined ? null : idempotencyKeyProblem(key);
    return problem ? idempotencyKeyError(problem) : null;
  }

  /** What a request answers when its key was kept before (`kept`), given its own body's fingerprint. */
  replay<T>(kept: StoredIdempotencyKey<T>, hash: string): Replay<T> {
    if (kept.requestHash !== hash) return { claimed: false, error: refuse('This Idempotency-Key was already used with a different request') };
    if (kept.response === null) return { claimed: false, error: refuse('A request with this Idempotency-Key is still in progress') };
    return { claimed: false, answer: kept.response };
  }

  /** Claims the key in the caller's transaction (a request without a key is claimed). */
  private async claim<T>(m: EntityManager, userId: string, key: string | undefined, body: unknown): Promise<Claim<T>> {
    if (key === undefined) return { claimed: true };
    const error = this.keyError(key);
    if (error) return { claimed: false, error };
    const hash = hashOf(body);
    const won = await this.keys.claimMany(m, [{ i: 0, userId, key, hash }]);
    if (won.has(0)) return { claimed: true };
    const [kept] = await this.keys.findMany<T>(m, [{ userId, key }]);
    return this.replay(kept, hash);
  }
}
