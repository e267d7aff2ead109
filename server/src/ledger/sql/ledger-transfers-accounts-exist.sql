-- A transfer's two accounts are checked once per statement, in one anti-join over the statement's new
-- rows, instead of two foreign-key lookups (each with a row lock) per row: over half the cost of a
-- settlement batch's insert. Fails like the keys did: foreign_key_violation (23503).
CREATE OR REPLACE FUNCTION ledger_transfers_accounts_exist() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;

CREATE OR REPLACE TRIGGER ledger_transfers_accounts_exist AFTER INSERT ON ledger_transfers
  REFERENCING NEW TABLE AS new_transfers FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_accounts_exist();
