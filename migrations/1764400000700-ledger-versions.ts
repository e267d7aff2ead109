import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each ledger account counts its balance changes (version, +1 per statement that moves it): a live
 * event or a read of the balances carries the version it was read at, so the web app never lets an
 * older balance overwrite a newer one.
 */
export class LedgerVersions1764400000700 implements MigrationInterface {
  name = 'LedgerVersions1764400000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ledger_accounts ADD COLUMN version bigint NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ledger_accounts DROP COLUMN version`);
  }
}
