import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Client protections (DESIGN "Client protections"): each session knows the device and address it was
 * opened from and when it was last seen, and every sign-in attempt on an account is kept (90 days shown).
 */
export class SessionsAndLogins1765200000000 implements MigrationInterface {
  name = 'SessionsAndLogins1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sessions ADD COLUMN device text, ADD COLUMN address text, ADD COLUMN last_seen_at timestamptz`);
    await q.query(`UPDATE sessions SET last_seen_at = created_at`);
    await q.query(`ALTER TABLE sessions ALTER COLUMN last_seen_at SET NOT NULL, ALTER COLUMN last_seen_at SET DEFAULT now()`);
    await q.query(`
      CREATE TABLE login_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        outcome text NOT NULL CHECK (outcome IN ('success', 'failure', 'second_factor', 'second_factor_failure')),
        device text,
        address text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX login_events_user_time_idx ON login_events (user_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE login_events`);
    await q.query(`ALTER TABLE sessions DROP COLUMN device, DROP COLUMN address, DROP COLUMN last_seen_at`);
  }
}
