import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A transfer's accounts are checked once per statement instead of once per row. The foreign keys of
 * ledger_transfers ran two lookups (each with a row lock) for every transfer: over half the cost of
 * a settlement batch's insert (thousands of rows, all naming a few accounts). Now:
 * - an AFTER INSERT statement trigger checks every new transfer's two accounts in one anti-join over
 *   the statement's new rows, and fails the statement with foreign_key_violation (23503) like the keys did;
 * - ledger accounts can be neither deleted nor renumbered, so an account seen at insert time stays
 *   (the row locks of the foreign keys guarded exactly that window).
 * Its functions and triggers now live in server/src/ledger/sql/ (applied by the migrate step); this is history.
 */
export class LedgerSetBasedReferences1764500000000 implements MigrationInterface {
  name = 'LedgerSetBasedReferences1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION ledger_accounts_permanent() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'ledger accounts are permanent: never deleted or renumbered'; END $$`);
    await q.query(`
      CREATE TRIGGER ledger_accounts_permanent BEFORE DELETE OR UPDATE OF id ON ledger_accounts
      FOR EACH ROW EXECUTE FUNCTION ledger_accounts_permanent()`);
    await q.query(`
      CREATE FUNCTION ledger_transfers_accounts_exist() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE missing bigint;
      BEGIN
        SELECT x.id INTO missing
          FROM (SELECT debit_account_id AS id FROM new_transfers UNION SELECT credit_account_id FROM new_transfers) x
         WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = x.id) LIMIT 1;
        IF FOUND THEN
          RAISE EXCEPTION 'ledger account % does not exist', missing
            USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'ledger_transfers_accounts_exist';
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER ledger_transfers_accounts_exist AFTER INSERT ON ledger_transfers
      REFERENCING NEW TABLE AS new_transfers FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_accounts_exist()`);
    await q.query(`
      ALTER TABLE ledger_transfers
        DROP CONSTRAINT ledger_transfers_debit_account_id_fkey,
        DROP CONSTRAINT ledger_transfers_credit_account_id_fkey`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE ledger_transfers
        ADD CONSTRAINT ledger_transfers_debit_account_id_fkey FOREIGN KEY (debit_account_id) REFERENCES ledger_accounts(id),
        ADD CONSTRAINT ledger_transfers_credit_account_id_fkey FOREIGN KEY (credit_account_id) REFERENCES ledger_accounts(id)`);
    await q.query(`DROP TRIGGER ledger_transfers_accounts_exist ON ledger_transfers`);
    await q.query(`DROP FUNCTION ledger_transfers_accounts_exist()`);
    await q.query(`DROP TRIGGER ledger_accounts_permanent ON ledger_accounts`);
    await q.query(`DROP FUNCTION ledger_accounts_permanent()`);
  }
}
