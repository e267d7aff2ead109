import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Account statements (DESIGN "Client protections") read an account's transfers, which the ledger has no
 * index for since LedgerTransfersWithoutAccountIndexes1764700000001: per-account indexes doubled the cost
 * of writing the transfers of a trade submit or a settlement batch. So the statement finds them in two ways:
 * - transfers of every kind but a trade's (deposits, withdrawals, plans, demo grants and resets: a few per
 *   client) through these partial indexes on (account, id); the trade kinds (trade_stake, trade_release,
 *   trade_loss, trade_profit, trade_close: the only kinds the submit, settlement and early-close paths
 *   write) fail the predicate, so those writes pay one comparison and no index entry;
 * - a trade's transfers through the user's trades (trades_user_mode_idx) and the unique reference index
 *   (`trade:<id>:stake|release|profit|close`).
 * A new kind written on a trade path must start with "trade" and use a `trade:<id>:` reference.
 */
export class StatementIndexes1765300000100 implements MigrationInterface {
  name = 'StatementIndexes1765300000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX ledger_transfers_debit_statement_idx ON ledger_transfers (debit_account_id, id) WHERE kind NOT LIKE 'trade%'`);
    await q.query(`CREATE INDEX ledger_transfers_credit_statement_idx ON ledger_transfers (credit_account_id, id) WHERE kind NOT LIKE 'trade%'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX ledger_transfers_credit_statement_idx`);
    await q.query(`DROP INDEX ledger_transfers_debit_statement_idx`);
  }
}
