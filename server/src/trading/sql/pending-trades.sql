-- The Pending trades are listed in pending_trades, the list settlement works from (a partial index on
-- status would make each settling update write new index entries: see the migration
-- SettlementHotUpdates): every trade inserted Pending is listed; the settling statement takes it off.
CREATE OR REPLACE FUNCTION trades_list_pending() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pending_trades (trade_id, user_id, symbol, expires_at)
    SELECT id, user_id, symbol, expires_at FROM opened WHERE status = 'Pending';
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER trades_list_pending AFTER INSERT ON trades
  REFERENCING NEW TABLE AS opened FOR EACH STATEMENT EXECUTE FUNCTION trades_list_pending();

-- Nothing in the product changes these columns or deletes a trade; an operator's fix must not leave the list behind.
CREATE OR REPLACE FUNCTION trades_relist_pending() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM pending_trades WHERE trade_id = OLD.id;
  IF TG_OP = 'UPDATE' AND NEW.status = 'Pending' THEN
    INSERT INTO pending_trades (trade_id, user_id, symbol, expires_at) VALUES (NEW.id, NEW.user_id, NEW.symbol, NEW.expires_at);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER trades_relist_pending AFTER UPDATE OF id, user_id, symbol, expires_at OR DELETE ON trades
  FOR EACH ROW EXECUTE FUNCTION trades_relist_pending();
