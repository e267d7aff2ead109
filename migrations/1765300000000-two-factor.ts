import { MigrationInterface, QueryRunner } from 'typeorm';

const OUTCOMES = `'success', 'failure', 'second_factor', 'second_factor_failure'`;

/**
 * Two-factor sign-in (DESIGN "Client protections"): each user's TOTP secret (encrypted, pending until a
 * first code confirms it), the last time step accepted (a code is never taken twice), and ten one-time
 * recovery codes stored hashed. The login history gains `password_ok`: the password was right and the
 * code was asked for.
 */
export class TwoFactor1765300000000 implements MigrationInterface {
  name = 'TwoFactor1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE user_two_factor (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        secret text NOT NULL,
        enabled_at timestamptz,
        last_step bigint,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE recovery_codes (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        used_at timestamptz,
        UNIQUE (user_id, code_hash)
      )`);
    await q.query(`ALTER TABLE login_events DROP CONSTRAINT login_events_outcome_check`);
    await q.query(`ALTER TABLE login_events ADD CONSTRAINT login_events_outcome_check CHECK (outcome IN (${OUTCOMES}, 'password_ok'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM login_events WHERE outcome = 'password_ok'`);
    await q.query(`ALTER TABLE login_events DROP CONSTRAINT login_events_outcome_check`);
    await q.query(`ALTER TABLE login_events ADD CONSTRAINT login_events_outcome_check CHECK (outcome IN (${OUTCOMES}))`);
    await q.query(`DROP TABLE recovery_codes`);
    await q.query(`DROP TABLE user_two_factor`);
  }
}
