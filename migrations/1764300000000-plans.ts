import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Plans and the automated trader: upgrade requests (one Pending per user, the price difference held
 * in the pending_plans system account), each ATS holder's settings, and the trades' source. An ATS
 * trade names its interval (ats_slot): one per holder and interval, whatever the number of workers.
 */
export class Plans1764300000000 implements MigrationInterface {
  name = 'Plans1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind, DROP CONSTRAINT ledger_accounts_non_negative`);
    await q.query(`
      ALTER TABLE ledger_accounts
        ADD CONSTRAINT ledger_accounts_kind
          CHECK (kind IN ('user','escrow','house','external_deposits','external_withdrawals','pending_withdrawals','pending_plans')),
        ADD CONSTRAINT ledger_accounts_non_negative CHECK (kind NOT IN ('user','escrow','pending_withdrawals','pending_plans') OR balance >= 0)`);
    await q.query(`INSERT INTO ledger_accounts (owner_id, kind, mode) SELECT NULL, 'pending_plans', m FROM unnest(ARRAY['real','demo']) m`);

    await q.query(`
      CREATE TABLE plan_requests (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id),
        from_plan text NOT NULL,
        plan text NOT NULL,
        amount bigint NOT NULL CHECK (amount > 0),
        status text NOT NULL CHECK (status IN ('Pending','Approved','Rejected')),
        reason text,
        reviewed_by uuid REFERENCES users(id),
        decided_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT plan_requests_rejected_has_reason CHECK (status <> 'Rejected' OR reason IS NOT NULL)
      )`);
    // One open request per user: a second one (two tabs, a double click) is a unique violation, answered 409.
    await q.query(`CREATE UNIQUE INDEX plan_requests_one_open ON plan_requests (user_id) WHERE status = 'Pending'`);
    await q.query(`CREATE INDEX plan_requests_user_idx ON plan_requests (user_id, id DESC)`);

    await q.query(`
      CREATE TABLE ats_settings (
        user_id uuid PRIMARY KEY REFERENCES users(id),
        enabled boolean NOT NULL DEFAULT false,
        stake bigint NOT NULL CHECK (stake > 0),
        symbol text NOT NULL,
        last_run_at timestamptz,
        last_outcome text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX ats_settings_enabled_idx ON ats_settings (user_id) WHERE enabled`);

    await q.query(`
      ALTER TABLE trades
        ADD COLUMN source text NOT NULL DEFAULT 'manual' CONSTRAINT trades_source CHECK (source IN ('manual','ats')),
        ADD COLUMN ats_slot bigint,
        ADD CONSTRAINT trades_ats_slot CHECK ((source = 'ats') = (ats_slot IS NOT NULL))`);
    await q.query(`CREATE UNIQUE INDEX trades_ats_once_per_slot ON trades (user_id, ats_slot) WHERE ats_slot IS NOT NULL`);
    await q.query(`CREATE INDEX trades_ats_user_idx ON trades (user_id, opened_at) WHERE source = 'ats'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX trades_ats_user_idx`);
    await q.query(`DROP INDEX trades_ats_once_per_slot`);
    await q.query(`ALTER TABLE trades DROP CONSTRAINT trades_ats_slot, DROP COLUMN ats_slot, DROP COLUMN source`);
    await q.query(`DROP TABLE ats_settings`);
    await q.query(`DROP TABLE plan_requests`);
    await q.query(`DELETE FROM ledger_accounts WHERE kind = 'pending_plans'`);
    await q.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind, DROP CONSTRAINT ledger_accounts_non_negative`);
    await q.query(`
      ALTER TABLE ledger_accounts
        ADD CONSTRAINT ledger_accounts_kind CHECK (kind IN ('user','escrow','house','external_deposits','external_withdrawals','pending_withdrawals')),
        ADD CONSTRAINT ledger_accounts_non_negative CHECK (kind NOT IN ('user','escrow','pending_withdrawals') OR balance >= 0)`);
  }
}
