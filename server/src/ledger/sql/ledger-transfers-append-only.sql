-- A transfer once written is never changed or removed: a correction is a new transfer.
CREATE OR REPLACE FUNCTION ledger_transfers_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION 'ledger_transfers is append-only'; END $$;

CREATE OR REPLACE TRIGGER ledger_transfers_no_update BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_append_only();
