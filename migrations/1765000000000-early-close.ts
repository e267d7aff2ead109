import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Early close (DESIGN "Early close"): a trade sold back before expiry ends `Closed`, with the price it was
 * closed at (end_price), when (end_time) and what it returned (payout).
 */
export class EarlyClose1765000000000 implements MigrationInterface {
  name = 'EarlyClose1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE trades DROP CONSTRAINT trades_status_check`);
    await q.query(`ALTER TABLE trades ADD CONSTRAINT trades_status_check CHECK (status IN ('Pending','Won','Lost','Draw','Void','Closed'))`);
  }

  /** Fails while a Closed trade exists: history is not rewritten to go back. */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE trades DROP CONSTRAINT trades_status_check`);
    await q.query(`ALTER TABLE trades ADD CONSTRAINT trades_status_check CHECK (status IN ('Pending','Won','Lost','Draw','Void'))`);
  }
}
