-- The one ledger transfer: writes the transfers (debit, credit, amount, kind, reference: a column
-- each) and moves the cached balance of every account they touch by its net amount, one version up;
-- answers those accounts' balances and versions after it. The table's constraints refuse a user
-- account below zero and a reference applied twice.
-- The accounts in p_last (the houses: hot rows every settlement moves) move in a second statement, in
-- id order, and only when their net amount is not zero: their row locks are taken as late as possible
-- and held only until the caller commits, and the lock order stays user/escrow (id order) before them.
-- Called by LedgerRepository (a transfer, a settlement's releases) and by trading_open_trades.
DROP FUNCTION IF EXISTS ledger_apply_transfers(bigint[], bigint[], bigint[], text[], text[]);

CREATE OR REPLACE FUNCTION ledger_apply_transfers(
  p_debit bigint[], p_credit bigint[], p_amount bigint[], p_kind text[], p_reference text[], p_last bigint[] DEFAULT '{}')
RETURNS TABLE (account_id bigint, balance bigint, version bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  moved_id bigint[]; moved_delta bigint[]; last_pass boolean;
BEGIN
  WITH t AS (
    INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount, kind, reference)
    SELECT * FROM unnest(p_debit, p_credit, p_amount, p_kind, p_reference)
    RETURNING debit_account_id, credit_account_id, amount),
  d AS (
    SELECT x.id, sum(x.delta)::bigint AS delta FROM (
      SELECT debit_account_id AS id, -amount AS delta FROM t
      UNION ALL SELECT credit_account_id, amount FROM t) x
    GROUP BY x.id)
  SELECT array_agg(d.id ORDER BY d.id), array_agg(d.delta ORDER BY d.id) INTO moved_id, moved_delta FROM d;

  FOREACH last_pass IN ARRAY ARRAY[false, true] LOOP
    RETURN QUERY
      UPDATE ledger_accounts a SET balance = a.balance + d.delta, version = a.version + 1
        FROM unnest(moved_id, moved_delta) AS d(id, delta)
       WHERE a.id = d.id AND (d.id = ANY(p_last)) = last_pass AND (NOT last_pass OR d.delta <> 0)
      RETURNING a.id, a.balance, a.version;
  END LOOP;
END $$;
