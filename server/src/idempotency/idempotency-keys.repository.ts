import { Injectable } from '@nestjs/common';
import { sql } from '@pgtyped/runtime';
import { EntityManager } from 'typeorm';
import { execute, rows } from '../database/typed-query';
import type { IAnswersOfQuery, IClaimKeysQuery, ICompleteClaimsQuery } from './idempotency-keys.repository.sql-types';

export interface StoredIdempotencyKey<T> {
  requestHash: string;
  /** The first answer, or null while its request is still in progress. */
  response: T | null;
}

// The SQL of the idempotency_keys table is the module's functions (./sql/), which trading_open_trades calls too.
const claimKeys = sql<IClaimKeysQuery>`SELECT ord AS "ord!" FROM idempotency_claim($users!::uuid[], $keys!::text[], $hashes!::text[])`;
const answersOf = sql<IAnswersOfQuery>`
  SELECT user_id AS "user_id!", key AS "key!", request_hash AS "request_hash!", response FROM idempotency_answers_of($users!::uuid[], $keys!::text[])`;
const completeClaims = sql<ICompleteClaimsQuery>`SELECT idempotency_complete_claims($users!::uuid[], $keys!::text[], $responses!::jsonb[])`;

/** SQL of the idempotency_keys table; every method runs in the caller's transaction. */
@Injectable()
export class IdempotencyKeysRepository {
  /**
   * Claims each (user, key) for a request; the indexes `i` of those claimed now, not before (a
   * concurrent claim of the same key waits for that transaction). At most one request per user and key.
   */
  async claimMany(m: EntityManager, requests: { i: number; userId: string; key: string; hash: string }[]): Promise<Set<number>> {
    const claimed = await rows(claimKeys, { users: requests.map((r) => r.userId), keys: requests.map((r) => r.key), hashes: requests.map((r) => r.hash) }, m);
    return new Set(claimed.map((r) => requests[r.ord - 1].i));
  }

  /** The stored rows of these (user, key) pairs, in their order. */
  async findMany<T>(m: EntityManager, pairs: { userId: string; key: string }[]): Promise<StoredIdempotencyKey<T>[]> {
    const found = await rows(answersOf, { users: pairs.map((p) => p.userId), keys: pairs.map((p) => p.key) }, m);
    const byPair = new Map(found.map((r) => [`${r.user_id}\n${r.key}`, r]));
    return pairs.map((p) => {
      const row = byPair.get(`${p.userId}\n${p.key}`);
      if (!row) throw new Error(`Idempotency-Key ${p.key} of user ${p.userId} is not kept`);
      // The answer is what the caller kept under this key: its own type, as JSON.
      return { requestHash: row.request_hash, response: row.response as T | null };
    });
  }

  /** Keeps each claimed key's answer for replays. */
  async saveResponses(m: EntityManager, answers: { userId: string; key: string; response: unknown }[]): Promise<void> {
    await execute(
      completeClaims,
      { users: answers.map((a) => a.userId), keys: answers.map((a) => a.key), responses: answers.map((a) => JSON.stringify(a.response)) },
      m,
    );
  }
}
