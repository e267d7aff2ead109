import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Money in and out: deposit addresses (one derivation index per user and coin), deposits and
 * withdrawals with their state machines. Amounts in cents; a card is kept as brand and last four
 * digits only, never its number.
 */
export class Funds1764200000000 implements MigrationInterface {
  name = 'Funds1764200000000';

  async up(q: QueryRunner): Promise<void> {
    // One index sequence per coin: the addresses of a coin are consecutive, as a watching wallet's gap limit wants.
    await q.query(`CREATE SEQUENCE deposit_address_index_btc MINVALUE 0 START 0`);
    await q.query(`CREATE SEQUENCE deposit_address_index_eth MINVALUE 0 START 0`);
    await q.query(`
      CREATE TABLE deposit_addresses (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id),
        currency text NOT NULL CHECK (currency IN ('btc','eth')),
        derivation_index integer NOT NULL CHECK (derivation_index >= 0),
        address text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT deposit_addresses_user_currency UNIQUE (user_id, currency),
        CONSTRAINT deposit_addresses_currency_index UNIQUE (currency, derivation_index)
      )`);

    await q.query(`
      CREATE TABLE deposits (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id),
        method text NOT NULL CHECK (method IN ('btc','eth','card')),
        amount bigint NOT NULL CHECK (amount > 0),
        coin_amount numeric(30,8) CHECK (coin_amount > 0),
        rate numeric(30,8) CHECK (rate > 0),
        address text,
        receipt_path text,
        receipt_mime text,
        card_brand text,
        card_last4 text CHECK (card_last4 ~ '^[0-9]{4}$'),
        gateway_reference text,
        status text NOT NULL CHECK (status IN ('Pending','Processing','Approved','Rejected','Failed')),
        reason text,
        reviewed_by uuid REFERENCES users(id),
        decided_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT deposits_crypto_complete CHECK (method = 'card' OR (coin_amount IS NOT NULL AND rate IS NOT NULL AND receipt_path IS NOT NULL)),
        CONSTRAINT deposits_card_complete CHECK (method <> 'card' OR (card_last4 IS NOT NULL AND card_brand IS NOT NULL)),
        CONSTRAINT deposits_processing_is_card CHECK (status <> 'Processing' OR (method = 'card' AND gateway_reference IS NOT NULL)),
        CONSTRAINT deposits_failed_is_card CHECK (status <> 'Failed' OR (method = 'card' AND reason IS NOT NULL)),
        CONSTRAINT deposits_rejected_has_reason CHECK (status <> 'Rejected' OR reason IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX deposits_user_idx ON deposits (user_id, id DESC)`);
    await q.query(`CREATE INDEX deposits_open_idx ON deposits (status, created_at) WHERE status IN ('Pending','Processing')`);

    await q.query(`
      CREATE TABLE withdrawals (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id),
        method text NOT NULL CHECK (method IN ('btc','eth','bank')),
        amount bigint NOT NULL CHECK (amount > 0),
        wallet text,
        bank_name text,
        account_number text,
        routing_number text,
        account_type text CHECK (account_type IN ('Checking','Savings')),
        status text NOT NULL CHECK (status IN ('Pending','Approved','Rejected','Cancelled')),
        reason text,
        payout_reference text,
        reviewed_by uuid REFERENCES users(id),
        decided_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT withdrawals_destination CHECK (
          CASE method WHEN 'bank' THEN wallet IS NULL AND bank_name IS NOT NULL AND account_number IS NOT NULL
                                       AND routing_number IS NOT NULL AND account_type IS NOT NULL
                      ELSE wallet IS NOT NULL AND account_number IS NULL END),
        CONSTRAINT withdrawals_approved_paid CHECK ((status = 'Approved') = (payout_reference IS NOT NULL)),
        CONSTRAINT withdrawals_rejected_has_reason CHECK (status <> 'Rejected' OR reason IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, id DESC)`);
    await q.query(`CREATE INDEX withdrawals_open_idx ON withdrawals (created_at) WHERE status = 'Pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE withdrawals`);
    await q.query(`DROP TABLE deposits`);
    await q.query(`DROP TABLE deposit_addresses`);
    await q.query(`DROP SEQUENCE deposit_address_index_eth`);
    await q.query(`DROP SEQUENCE deposit_address_index_btc`);
  }
}
