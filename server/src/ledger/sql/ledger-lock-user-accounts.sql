-- The user and escrow accounts of each (user, mode), locked in id order (the order every writer keeps),
-- with the user's balance in the other mode (read, not locked). FOR UPDATE answers each row's latest
-- version, even after a wait. Called by LedgerRepository (transfers, settlements) and trading_open_trades.
CREATE OR REPLACE FUNCTION ledger_lock_user_accounts(p_owner uuid[], p_mode text[])
RETURNS TABLE (owner_id uuid, mode text, user_account bigint, escrow_account bigint, balance bigint, version bigint,
               other_balance bigint, other_version bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH locked AS (
    SELECT a.id, a.owner_id, a.mode, a.kind, a.balance, a.version
      FROM ledger_accounts a
      JOIN unnest(p_owner, p_mode) AS w(owner_id, mode) ON w.owner_id = a.owner_id AND w.mode = a.mode
     WHERE a.kind IN ('user', 'escrow')
     ORDER BY a.id FOR UPDATE OF a)
  SELECT l.owner_id, l.mode,
         min(l.id) FILTER (WHERE l.kind = 'user'), min(l.id) FILTER (WHERE l.kind = 'escrow'),
         min(l.balance) FILTER (WHERE l.kind = 'user'), min(l.version) FILTER (WHERE l.kind = 'user'),
         min(o.balance), min(o.version)
    FROM locked l JOIN ledger_accounts o ON o.owner_id = l.owner_id AND o.kind = 'user' AND o.mode <> l.mode
   GROUP BY l.owner_id, l.mode;
END $$;
