import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { idempotencyKeyError, idempotencyKeyProblem } from './idempotency-key';
import { IdempotencyKeysRepository } from './idempotency-keys.repository';

export interface IdempotentAnswer<T> {
  result: T;
  /** The stored answer of an earlier request: nothing was done, so the caller sends no event either. */
  replayed: boolean;
}

const refuse = (message: string) => new DomainError('IDEMPOTENCY_CONFLICT', message);

/**
 * Idempotency-Key for money requests: the same key and body from the same user answers the first
 * result and moves nothing again. The key row is written in the caller's transaction, so a
 * concurrent duplicate waits on it and then reads the stored answer.
 */
@Injectable()
export class IdempotencyService {
  constructor(private readonly keys: IdempotencyKeysRepository) {}

  async run<T>(m: EntityManager, userId: string, key: string | undefined, body: unknown, work: () => Promise<T>): Promise<IdempotentAnswer<T>> {
    if (!key) return { result: await work(), replayed: false };
    const problem = idempotencyKeyProblem(key);
    if (problem) throw idempotencyKeyError(problem);
    const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
    if (!(await this.keys.claim(m, userId, key, hash))) {
      const stored = await this.keys.find<T>(m, userId, key);
      if (stored.requestHash !== hash) throw refuse('This Idempotency-Key was already used with a different request');
      if (stored.response === null) throw refuse('A request with this Idempotency-Key is still in progress');
      return { result: stored.response, replayed: true };
    }
    const result = await work();
    await this.keys.saveResponse(m, userId, key, result);
    return { result, replayed: false };
  }
}
