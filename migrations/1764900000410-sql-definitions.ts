import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * SQL functions and triggers are code, not history (DESIGN "Where rules live"): their current
 * definitions live in `server/src/<module>/sql/*.sql` and the migrate step applies each file after the
 * migrations whenever its text changes (server/src/database/sql-definitions.ts), as Flyway's repeatable
 * scripts. This table keeps the checksum of each file as last applied, by its path under server/src.
 */
export class SqlDefinitions1764900000410 implements MigrationInterface {
  name = 'SqlDefinitions1764900000410';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sql_definitions (
        name text PRIMARY KEY,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  /** The definitions stay as last applied; only the record of them goes. */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sql_definitions`);
  }
}
