import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff suspend a client's account under investigation and reactivate it (DESIGN "Back office as a case
 * manager"): the account's current status, and while suspended why and since when. The history of both
 * actions is the audit log's (item kind `client`), so reactivating clears the reason here.
 */
export class AccountSuspension1765400000400 implements MigrationInterface {
  name = 'AccountSuspension1765400000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
        ADD COLUMN suspended_reason text,
        ADD COLUMN suspended_at timestamptz,
        ADD CONSTRAINT users_suspension_recorded CHECK (
          (status = 'active' AND suspended_reason IS NULL AND suspended_at IS NULL)
          OR (status = 'suspended' AND suspended_reason IS NOT NULL AND suspended_at IS NOT NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_suspension_recorded, DROP COLUMN suspended_at, DROP COLUMN suspended_reason, DROP COLUMN status`);
  }
}
