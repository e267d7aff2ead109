import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Settling a trade updates its row in place (a HOT update: no new index entries), which measured 3
 * times cheaper than the update that wrote a new entry in each of the trades' indexes.
 * PostgreSQL updates a row in place only when no index names a column the update changes, predicates
 * included, and when the row's page has room for the new version. So:
 * - the Pending trades are listed in pending_trades (filled by a trigger on every insert into trades,
 *   emptied by the settling statement), instead of a partial index on `status = 'Pending'`; triggers
 *   keep the list right when an operator changes a trade's listed columns or deletes it;
 * - the latest wins are found through their profit rows, instead of an index on (status, end_time);
 * - new pages of trades are filled to 45 %: each trade is updated once, at settlement, and its new
 *   version (with its end price, end time and payout) fits beside it.
 * Its functions and triggers now live in server/src/trading/sql/pending-trades.sql (applied by the migrate step); this is history.
 */
export class SettlementHotUpdates1764700000000 implements MigrationInterface {
  name = 'SettlementHotUpdates1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE pending_trades (
        trade_id bigint PRIMARY KEY,
        user_id uuid NOT NULL,
        symbol text NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX pending_trades_expiry_idx ON pending_trades (expires_at, symbol)`);
    await q.query(`INSERT INTO pending_trades SELECT id, user_id, symbol, expires_at FROM trades WHERE status = 'Pending'`);
    await q.query(`
      CREATE FUNCTION trades_list_pending() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO pending_trades (trade_id, user_id, symbol, expires_at)
          SELECT id, user_id, symbol, expires_at FROM opened WHERE status = 'Pending';
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER trades_list_pending AFTER INSERT ON trades
      REFERENCING NEW TABLE AS opened FOR EACH STATEMENT EXECUTE FUNCTION trades_list_pending()`);
    // Nothing in the product changes these columns or deletes a trade; an operator's fix must not leave the list behind.
    await q.query(`
      CREATE FUNCTION trades_relist_pending() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM pending_trades WHERE trade_id = OLD.id;
        IF TG_OP = 'UPDATE' AND NEW.status = 'Pending' THEN
          INSERT INTO pending_trades (trade_id, user_id, symbol, expires_at) VALUES (NEW.id, NEW.user_id, NEW.symbol, NEW.expires_at);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER trades_relist_pending AFTER UPDATE OF id, user_id, symbol, expires_at OR DELETE ON trades
      FOR EACH ROW EXECUTE FUNCTION trades_relist_pending()`);
    await q.query(`DROP INDEX trades_pending_expiry_idx`);
    await q.query(`DROP INDEX trades_won_end_time_idx`);
    await q.query(`ALTER TABLE trades SET (fillfactor = 45)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE trades RESET (fillfactor)`);
    await q.query(`CREATE INDEX trades_won_end_time_idx ON trades (end_time DESC) WHERE status = 'Won'`);
    await q.query(`CREATE INDEX trades_pending_expiry_idx ON trades (expires_at) WHERE status = 'Pending'`);
    await q.query(`DROP TRIGGER trades_relist_pending ON trades`);
    await q.query(`DROP FUNCTION trades_relist_pending()`);
    await q.query(`DROP TRIGGER trades_list_pending ON trades`);
    await q.query(`DROP FUNCTION trades_list_pending()`);
    await q.query(`DROP TABLE pending_trades`);
  }
}
