import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { DataSource } from 'typeorm';
import { execute, rows } from '../database/typed-query';
import type { IListKeysQuery, IPublishKeysQuery } from './settlement-keys.repository.sql-types';

/** A key's validity only ever closes: a key published once keeps its id, public key and start. */
const publishKeys = sql<IPublishKeysQuery>`
  INSERT INTO settlement_keys AS s (key_id, algorithm, public_key, valid_from, valid_until)
  SELECT k.id, 'Ed25519', k.public_key, k.valid_from, k.valid_until
    FROM unnest($ids!::text[], $publicKeys!::text[], $validFrom!::timestamptz[], $validUntil!::timestamptz[]) AS k(id, public_key, valid_from, valid_until)
  ON CONFLICT (key_id) DO UPDATE SET valid_until = EXCLUDED.valid_until WHERE s.valid_until IS NULL AND EXCLUDED.valid_until IS NOT NULL`;

const listKeys = sql<IListKeysQuery>`
  SELECT key_id, algorithm, public_key, valid_from, valid_until FROM settlement_keys ORDER BY valid_from, key_id`;

/** The settlement_keys table: every public key that ever signed, kept when a key is rotated out. */
@Injectable()
export class SettlementKeysRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async publish(keys: { keyId: string; publicKey: string; validFrom: number; validUntil: number | null }[]): Promise<void> {
    await execute(
      publishKeys,
      {
        ids: keys.map((k) => k.keyId),
        publicKeys: keys.map((k) => k.publicKey),
        validFrom: keys.map((k) => new Date(k.validFrom)),
        // An array parameter may hold NULL: a key still signing.
        validUntil: keys.map((k) => (k.validUntil === null ? null : new Date(k.validUntil))) as Date[],
      },
      this.ds,
    );
  }

  list() {
    return rows(listKeys, undefined, this.ds);
  }
}
