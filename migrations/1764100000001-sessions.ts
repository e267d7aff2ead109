import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions: one row per login (its id is the refresh-token family and the access token's `sid`) and per
 * registration `session`. Revoking the row ends its access tokens at once, not only its refresh tokens.
 */
export class Sessions1764100000001 implements MigrationInterface {
  name = 'Sessions1764100000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind text NOT NULL CONSTRAINT sessions_kind CHECK (kind IN ('login', 'onboarding')),
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX sessions_user_live_idx ON sessions (user_id) WHERE revoked_at IS NULL`);
    // Logins made before this migration keep working: each refresh-token family still alive becomes a session.
    await q.query(`
      INSERT INTO sessions (id, user_id, kind, created_at)
      SELECT family_id, (array_agg(user_id))[1], 'login', min(created_at)
      FROM refresh_tokens
      GROUP BY family_id
      HAVING bool_or(revoked_at IS NULL AND expires_at > now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS sessions`);
  }
}
