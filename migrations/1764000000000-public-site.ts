import { MigrationInterface, QueryRunner } from 'typeorm';

/** Messages from the public contact form, and an index for the latest winning trades (live payouts). */
export class PublicSite1764000000000 implements MigrationInterface {
  name = 'PublicSite1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE contact_messages (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL,
        message text NOT NULL CHECK (length(message) <= 5000),
        ip text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX trades_won_end_time_idx ON trades (end_time DESC) WHERE status = 'Won'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS trades_won_end_time_idx`);
    await q.query(`DROP TABLE IF EXISTS contact_messages`);
  }
}
