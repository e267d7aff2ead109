import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Responsible trading (DESIGN "Client protections"): the limits a client sets on themselves, each with
 * the raise or removal that waits its 24 hours; every time-out and self-exclusion ever taken (kept: they
 * end by time only, and auditors read them); the reality check each session last acknowledged. The rules
 * that read them, and the trigger that keeps exclusions append-only, are SQL in server/src/protections/sql,
 * applied by the migrate step.
 */
export class AccountProtections1765300000200 implements MigrationInterface {
  name = 'AccountProtections1765300000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE account_limits (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (name IN ('deposit_day','deposit_week','deposit_month','loss_day','loss_week','loss_month',
                                           'turnover_day','turnover_week','turnover_month',
                                           'max_open_positions','session_minutes','reality_check_minutes')),
        value bigint CHECK (value > 0),
        pending_value bigint CHECK (pending_value > 0),
        pending_from timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, name),
        CONSTRAINT account_limits_pending_complete CHECK (pending_value IS NULL OR pending_from IS NOT NULL)
      )`);
    await q.query(`
      CREATE TABLE account_exclusions (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('time_out','self_exclusion')),
        starts_at timestamptz NOT NULL DEFAULT now(),
        ends_at timestamptz NOT NULL,
        CONSTRAINT account_exclusions_ends_after_start CHECK (ends_at > starts_at)
      )`);
    await q.query(`CREATE INDEX account_exclusions_user_end_idx ON account_exclusions (user_id, ends_at DESC)`);
    await q.query(`
      CREATE TABLE reality_checks (
        session_id uuid PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
        acknowledged_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reality_checks`);
    await q.query(`DROP TABLE account_exclusions`);
    await q.query(`DROP TABLE account_limits`);
  }
}
