import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

export interface StoredIdempotencyKey<T> {
  requestHash: string;
  /** The first answer, or null while its request is still in progress. */
  response: T | null;
}

/** SQL of the idempotency_keys table; every method runs in the caller's transaction. */
@Injectable()
export class IdempotencyKeysRepository {
  /**
   * Claims each (user, key) for a request; the indexes `i` of those claimed now, not before (a
   * concurrent claim of the same key waits for that transaction). At most one request per user and key.
   */
  async claimMany(m: EntityManager, requests: { i: number; userId: string; key: string; hash: string }[]): Promise<Set<number>> {
    const inserted: { i: number }[] = await m.query(
      `WITH r AS (SELECT * FROM unnest($1::int[], $2::uuid[], $3::text[], $4::text[]) AS r(i, user_id, key, request_hash)),
            ins AS (INSERT INTO idempotency_keys (user_id, key, request_hash) SELECT user_id, key, request_hash FROM r
                    ON CONFLICT DO NOTHING RETURNING user_id, key)
       SELECT r.i FROM r JOIN ins USING (user_id, key)`,
      [requests.map((r) => r.i), requests.map((r) => r.userId), requests.map((r) => r.key), requests.map((r) => r.hash)],
    );
    return new Set(inserted.map((r) => Number(r.i)));
  }

  /** The stored rows of these (user, key) pairs, in their order. */
  async findMany<T>(m: EntityManager, pairs: { userId: string; key: string }[]): Promise<StoredIdempotencyKey<T>[]> {
    const rows: { user_id: string; key: string; request_hash: string; response: T | null }[] = await m.query(
      `SELECT k.user_id, k.key, k.request_hash, k.response FROM idempotency_keys k
         JOIN unnest($1::uuid[], $2::text[]) AS p(user_id, key) ON p.user_id = k.user_id AND p.key = k.key`,
      [pairs.map((p) => p.userId), pairs.map((p) => p.key)],
    );
    const byPair = new Map(rows.map((r) => [`${r.user_id}\n${r.key}`, r]));
    return pairs.map((p) => {
      const row = byPair.get(`${p.userId}\n${p.key}`)!;
      return { requestHash: row.request_hash, response: row.response };
    });
  }

  async saveResponses(m: EntityManager, answers: { userId: string; key: string; response: unknown }[]): Promise<void> {
    await m.query(
      `UPDATE idempotency_keys k SET response = a.response, status_code = 201
         FROM unnest($1::uuid[], $2::text[], $3::jsonb[]) AS a(user_id, key, response)
        WHERE k.user_id = a.user_id AND k.key = a.key`,
      [answers.map((a) => a.userId), answers.map((a) => a.key), answers.map((a) => JSON.stringify(a.response))],
    );
  }
}
