import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Users, refresh tokens, the double-entry ledger, trades, profits and idempotency keys.
 * Its function and trigger now live in server/src/ledger/sql/ (applied by the migrate step); this is history.
 */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pgcrypto`);

    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        password_hash text NOT NULL,
        firstname text NOT NULL,
        lastname text NOT NULL,
        phone text,
        gender text,
        date_of_birth date,
        address text,
        city text,
        state text,
        country text,
        avatar text,
        referral_code text NOT NULL UNIQUE,
        email_verified boolean NOT NULL DEFAULT false,
        roles text[] NOT NULL DEFAULT '{client}',
        trading_plan text NOT NULL DEFAULT 'None',
        plan_request jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_email_lowercase CHECK (email = lower(email)),
        CONSTRAINT users_roles_known CHECK (roles <@ ARRAY['client','staff','admin']::text[])
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (email)`);

    await q.query(`
      CREATE TABLE refresh_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        family_id uuid NOT NULL,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id)`);
    await q.query(`CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id)`);

    // Ledger: accounts with a cached balance, and append-only transfers between two accounts.
    await q.query(`
      CREATE TABLE ledger_accounts (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        owner_id uuid REFERENCES users(id),
        kind text NOT NULL,
        mode text NOT NULL,
        balance bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ledger_accounts_kind CHECK (kind IN ('user','escrow','house','external_deposits','external_withdrawals','pending_withdrawals')),
        CONSTRAINT ledger_accounts_mode CHECK (mode IN ('real','demo')),
        CONSTRAINT ledger_accounts_owner CHECK ((kind IN ('user','escrow')) = (owner_id IS NOT NULL)),
        CONSTRAINT ledger_accounts_non_negative CHECK (kind NOT IN ('user','escrow','pending_withdrawals') OR balance >= 0)
      )`);
    await q.query(`CREATE UNIQUE INDEX ledger_accounts_owner_kind_mode ON ledger_accounts (owner_id, kind, mode) NULLS NOT DISTINCT`);

    await q.query(`
      CREATE TABLE ledger_transfers (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        debit_account_id bigint NOT NULL REFERENCES ledger_accounts(id),
        credit_account_id bigint NOT NULL REFERENCES ledger_accounts(id),
        amount bigint NOT NULL CHECK (amount > 0),
        kind text NOT NULL,
        reference text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ledger_transfers_distinct CHECK (debit_account_id <> credit_account_id)
      )`);
    await q.query(`CREATE INDEX ledger_transfers_debit_idx ON ledger_transfers (debit_account_id)`);
    await q.query(`CREATE INDEX ledger_transfers_credit_idx ON ledger_transfers (credit_account_id)`);
    await q.query(`
      CREATE FUNCTION ledger_transfers_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'ledger_transfers is append-only'; END $$`);
    await q.query(`
      CREATE TRIGGER ledger_transfers_no_update BEFORE UPDATE OR DELETE ON ledger_transfers
      FOR EACH ROW EXECUTE FUNCTION ledger_transfers_append_only()`);

    // The system accounts, one per mode: demo money never meets real money.
    await q.query(`
      INSERT INTO ledger_accounts (owner_id, kind, mode)
      SELECT NULL, k, m FROM unnest(ARRAY['house','external_deposits','external_withdrawals','pending_withdrawals']) k,
                             unnest(ARRAY['real','demo']) m`);

    await q.query(`
      CREATE TABLE trades (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id),
        mode text NOT NULL CHECK (mode IN ('real','demo')),
        trading_type text NOT NULL,
        symbol text NOT NULL,
        trade_mode text NOT NULL CHECK (trade_mode IN ('Buy','Sell')),
        amount bigint NOT NULL CHECK (amount > 0),
        strike_rate integer NOT NULL,
        payout_percent integer NOT NULL CHECK (payout_percent >= 0),
        duration integer NOT NULL CHECK (duration > 0),
        open_price numeric(30,12) NOT NULL,
        opened_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending','Won','Lost','Draw')),
        end_price numeric(30,12),
        end_time timestamptz,
        payout bigint,
        CONSTRAINT trades_settled_complete CHECK ((status = 'Pending') = (end_price IS NULL AND payout IS NULL))
      )`);
    await q.query(`CREATE INDEX trades_user_mode_idx ON trades (user_id, mode, id DESC)`);
    await q.query(`CREATE INDEX trades_pending_expiry_idx ON trades (expires_at) WHERE status = 'Pending'`);

    await q.query(`
      CREATE TABLE profits (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id),
        trade_id bigint NOT NULL UNIQUE REFERENCES trades(id),
        mode text NOT NULL,
        amount bigint NOT NULL,
        profit bigint NOT NULL,
        earnings bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX profits_user_idx ON profits (user_id, mode, id DESC)`);

    await q.query(`
      CREATE TABLE idempotency_keys (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        key text NOT NULL,
        request_hash text NOT NULL,
        status_code integer,
        response jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, key)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['idempotency_keys', 'profits', 'trades', 'ledger_transfers', 'ledger_accounts', 'refresh_tokens', 'users']) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
    await q.query(`DROP FUNCTION IF EXISTS ledger_transfers_append_only()`);
  }
}
