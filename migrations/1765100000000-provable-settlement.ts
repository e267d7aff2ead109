import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Provable settlement (DESIGN "Provable settlement"): the platform's public keys, each second's ticks
 * committed and chained, and the batches of receipts a settlement (or an early close) seals. A batch
 * is written with its trades in the transaction that ends them, and sealed (root, signature) after it
 * commits; one left unsealed (a worker killed in between) is sealed by the sweeper.
 */
export class ProvableSettlement1765100000000 implements MigrationInterface {
  name = 'ProvableSettlement1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE settlement_keys (
        key_id text PRIMARY KEY,
        algorithm text NOT NULL CHECK (algorithm = 'Ed25519'),
        public_key text NOT NULL UNIQUE,
        valid_from timestamptz NOT NULL,
        -- Set when the keyring gains a later key: each key's validity is its own keyring's, so two
        -- deployments sharing a database (a test run, a misconfiguration) never cut each other's keys short.
        valid_until timestamptz CHECK (valid_until > valid_from),
        published_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE market_commitments (
        second bigint PRIMARY KEY,
        prev_second bigint CHECK (prev_second < second),
        leaves jsonb NOT NULL,
        leaf_count int NOT NULL,
        root text NOT NULL,
        prev_head text NOT NULL,
        head text NOT NULL UNIQUE,
        key_id text NOT NULL REFERENCES settlement_keys,
        signature text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE receipt_batches (
        id uuid PRIMARY KEY,
        trade_ids bigint[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sealed_at timestamptz,
        root text,
        -- The quote age bound its receipts state (QUOTE_MAX_AGE_MS when sealed): a later change of the setting leaves them whole.
        quote_max_age_ms int,
        key_id text REFERENCES settlement_keys,
        signature text,
        CHECK ((sealed_at IS NULL) = (signature IS NULL))
      )`);
    await q.query(`CREATE INDEX receipt_batches_unsealed ON receipt_batches (created_at) WHERE sealed_at IS NULL`);
    // No index: a trade is found by its id, and its batch by the batch's.
    await q.query(`ALTER TABLE trades ADD COLUMN receipt_batch uuid`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE trades DROP COLUMN receipt_batch`);
    await q.query(`DROP TABLE receipt_batches`);
    await q.query(`DROP TABLE market_commitments`);
    await q.query(`DROP TABLE settlement_keys`);
  }
}
