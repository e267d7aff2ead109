import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { DataSource } from 'typeorm';
import { execute, rows } from '../database/typed-query';
import type { IListKeysQuery, IPublishKeysQuery } from './settlement-keys.repository.sql-types';

const publishKeys = sql<IPublishKeysQuery>`
  INSERT INTO settlement_keys (key_id, algorithm, public_key, valid_from)
  SELECT k.id, 'Ed25519', k.public_key, k.valid_from
    FROM unnest($ids!::text[], $publicKeys!::text[], $validFrom!::timestamptz[]) AS k(id, public_key, valid_from)
  ON CONFLICT DO NOTHING`;

const listKeys = sql<IListKeysQuery>`
  SELECT key_id, algorithm, public_key, valid_from FROM settlement_keys ORDER BY valid_from, key_id`;

/** The settlement_keys table: every public key that ever signed, kept when a key is rotated out. */
@Injectable()
export class SettlementKeysRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async publish(keys: { keyId: string; publicKey: string; validFrom: number }[]): Promise<void> {
    await execute(
      publishKeys,
      { ids: keys.map((k) => k.keyId), publicKeys: keys.map((k) => k.publicKey), validFrom: keys.map((k) => new Date(k.validFrom)) },
      this.ds,
    );
  }

  list() {
    return rows(listKeys, undefined, this.ds);
  }
}
