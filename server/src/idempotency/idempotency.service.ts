import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { conflict } from '../common/domain-error';

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/**
 * Idempotency-Key for money requests: the same key and body from the same user answers the first
 * result and moves nothing again. The key row is written in the caller's transaction, so a
 * concurrent duplicate waits on it and then reads the stored answer.
 */
@Injectable()
export class IdempotencyService {
  async run<T>(m: EntityManager, userId: string, key: string | undefined, body: unknown, work: () => Promise<T>): Promise<T> {
    if (!key) return work();
    if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) throw conflict(`Idempotency-Key must be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`);
    const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
    const inserted: unknown[] = await m.query(
      `INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1`,
      [userId, key, hash],
    );
    if (!inserted.length) {
      const [row]: { request_hash: string; response: T | null }[] = await m.query(
        `SELECT request_hash, response FROM idempotency_keys WHERE user_id = $1 AND key = $2`,
        [userId, key],
      );
      if (row.request_hash !== hash) throw conflict('This Idempotency-Key was already used with a different request');
      if (row.response === null) throw conflict('A request with this Idempotency-Key is still in progress');
      return row.response;
    }
    const result = await work();
    await m.query(`UPDATE idempotency_keys SET response = $3, status_code = 201 WHERE user_id = $1 AND key = $2`, [userId, key, JSON.stringify(result)]);
    return result;
  }
}
