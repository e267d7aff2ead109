import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff-made changes to a client's account, each approved by two staff members other than its
 * requester: balance adjustments (real money through the new `adjustments` system account, which may
 * go negative as the external accounts do) and second-factor resets (amount 0).
 */
export class Adjustments1765400000300 implements MigrationInterface {
  name = 'Adjustments1765400000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind`);
    await q.query(`
      ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind
        CHECK (kind IN ('user','escrow','house','external_deposits','external_withdrawals','pending_withdrawals','pending_plans','adjustments'))`);
    await q.query(`INSERT INTO ledger_accounts (owner_id, kind, mode) SELECT NULL, 'adjustments', m FROM unnest(ARRAY['real','demo']) m`);
    await q.query(`
      CREATE TABLE adjustments (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id),
        change text NOT NULL CHECK (change IN ('credit','debit','reset_2fa')),
        amount bigint NOT NULL,
        reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
        requested_by uuid NOT NULL REFERENCES users(id),
        status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending','Approved','Rejected')),
        decision_reason text,
        decided_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT adjustments_amount CHECK ((change = 'reset_2fa' AND amount = 0) OR (change <> 'reset_2fa' AND amount > 0)),
        CONSTRAINT adjustments_not_own CHECK (user_id <> requested_by)
      )`);
    await q.query(`ALTER TABLE decisions DROP CONSTRAINT decisions_item_kind`);
    await q.query(`ALTER TABLE decisions ADD CONSTRAINT decisions_item_kind CHECK (item_kind IN ('kyc', 'deposit', 'withdrawal', 'plan', 'adjustment'))`);
    await q.query(`CREATE INDEX adjustments_user_idx ON adjustments (user_id, id DESC)`);
    await q.query(`CREATE INDEX adjustments_pending_idx ON adjustments (created_at) WHERE status = 'Pending'`);
    // One waiting second-factor reset per client: a second request is answered 409.
    await q.query(`CREATE UNIQUE INDEX adjustments_one_open_reset ON adjustments (user_id) WHERE change = 'reset_2fa' AND status = 'Pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE decisions DROP CONSTRAINT decisions_item_kind`);
    await q.query(`ALTER TABLE decisions ADD CONSTRAINT decisions_item_kind CHECK (item_kind IN ('kyc', 'deposit', 'withdrawal', 'plan'))`);
    await q.query(`DROP TABLE adjustments`);
    await q.query(`DELETE FROM ledger_accounts WHERE kind = 'adjustments'`);
    await q.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind`);
    await q.query(`
      ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind
        CHECK (kind IN ('user','escrow','house','external_deposits','external_withdrawals','pending_withdrawals','pending_plans'))`);
  }
}
