-- Ledger accounts can be neither deleted nor renumbered: an account seen when a transfer was checked
-- (ledger-transfers-accounts-exist.sql) stays.
CREATE OR REPLACE FUNCTION ledger_accounts_permanent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION 'ledger accounts are permanent: never deleted or renumbered'; END $$;

CREATE OR REPLACE TRIGGER ledger_accounts_permanent BEFORE DELETE OR UPDATE OF id ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_permanent();
