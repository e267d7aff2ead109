import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Crypto deposits carry the transaction id the client gives (DESIGN "Back office as a case manager"), shown
 * to the reviewer with a link to a public explorer. Optional, so existing rows keep none; a card payment has
 * no chain transaction. Its format (per coin, lower-case) is checked by the request class in contracts.
 */
export class DepositTxid1765400000100 implements MigrationInterface {
  name = 'DepositTxid1765400000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE deposits ADD COLUMN txid text`);
    await q.query(`ALTER TABLE deposits ADD CONSTRAINT deposits_txid_is_crypto CHECK (txid IS NULL OR method <> 'card')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE deposits DROP COLUMN txid`);
  }
}
