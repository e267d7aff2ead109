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
  /** Claims the key for a request; false when it was claimed before (a concurrent claim waits for that transaction). */
  async claim(m: EntityManager, userId: string, key: string, requestHash: string): Promise<boolean> {
    const inserted: unknown[] = await m.query(
      `INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1`,
      [userId, key, requestHash],
    );
    return inserted.length > 0;
  }

  async find<T>(m: EntityManager, userId: string, key: string): Promise<StoredIdempotencyKey<T>> {
    const [row]: { request_hash: string; response: T | null }[] = await m.query(
      `SELECT request_hash, response FROM idempotency_keys WHERE user_id = $1 AND key = $2`,
      [userId, key],
    );
    return { requestHash: row.request_hash, response: row.response };
  }

  async saveResponse(m: EntityManager, userId: string, key: string, response: unknown): Promise<void> {
    await m.query(`UPDATE idempotency_keys SET response = $3, status_code = 201 WHERE user_id = $1 AND key = $2`, [userId, key, JSON.stringify(response)]);
  }
}
