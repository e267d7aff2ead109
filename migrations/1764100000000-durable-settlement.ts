import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A trade may end Void: no price at its expiry, the stake refunded. A Void trade has its payout
 * (the stake) and a reason but no end price; every other settled trade has both prices and no reason.
 */
export class DurableSettlement1764100000000 implements MigrationInterface {
  name = 'DurableSettlement1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE trades ADD COLUMN void_reason text`);
    await q.query(`ALTER TABLE trades DROP CONSTRAINT trades_status_check`);
    await q.query(`ALTER TABLE trades ADD CONSTRAINT trades_status_check CHECK (status IN ('Pending','Won','Lost','Draw','Void'))`);
    await q.query(`ALTER TABLE trades DROP CONSTRAINT trades_settled_complete`);
    await q.query(`
      ALTER TABLE trades ADD CONSTRAINT trades_settled_complete CHECK (
        CASE status
          WHEN 'Pending' THEN end_price IS NULL AND payout IS NULL AND void_reason IS NULL
          WHEN 'Void' THEN end_price IS NULL AND payout IS NOT NULL AND payout = amount AND void_reason IS NOT NULL
          ELSE end_price IS NOT NULL AND payout IS NOT NULL AND void_reason IS NULL
        END)`);
  }

  /** Refuses (by its constraints) while Void trades exist: there is no other status to give them. */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE trades DROP CONSTRAINT trades_settled_complete`);
    await q.query(`ALTER TABLE trades ADD CONSTRAINT trades_settled_complete CHECK ((status = 'Pending') = (end_price IS NULL AND payout IS NULL))`);
    await q.query(`ALTER TABLE trades DROP CONSTRAINT trades_status_check`);
    await q.query(`ALTER TABLE trades ADD CONSTRAINT trades_status_check CHECK (status IN ('Pending','Won','Lost','Draw'))`);
    await q.query(`ALTER TABLE trades DROP COLUMN void_reason`);
  }
}
