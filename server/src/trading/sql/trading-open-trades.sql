-- Opens a group of submits in one call (TradesRepository.openMany): one round trip while the users'
-- locks are held, and PL/pgSQL keeps each statement's plan for the connection (see the migration
-- OpenTradesInOneCall). p_trades is a JSON array, one object per request:
--   { user_id, mode, key, request_hash, amount (cents), trading_type, symbol, trade_mode, strike_rate,
--     payout_percent, duration, open_price, expires_at, ats_slot, session_id }   (key, request_hash, ats_slot, session_id may be null)
-- All open at p_opened_at. Answers one row per request, ord being its 1-based place: 'opened' with its
-- answer (the trade, the balance and version after the stake, the other mode's); 'answered' with the
-- answer and request hash kept for its key (IdempotencyService.replay decides what to send); 'short'
-- when its balance is below its stake; 'refused' with the refusal (protections_trade_refusals) when the
-- client's own limits, time-out or self-exclusion forbid it. At most one request per (user, mode).
DROP FUNCTION IF EXISTS trading_open_trades(uuid[], text[], text[], text[], bigint[], text[], text[], text[], int[], int[], int[], numeric[],
                                            timestamptz, timestamptz[], bigint[]);

CREATE OR REPLACE FUNCTION trading_open_trades(p_trades jsonb, p_opened_at timestamptz)
RETURNS TABLE (ord int, outcome text, answer jsonb, request_hash text)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  p_user uuid[]; p_mode text[]; p_key text[]; p_amount bigint[]; p_session uuid[];
  f_ord int[]; f_refusal jsonb[];
  acc_owner uuid[]; acc_mode text[]; acc_user bigint[]; acc_escrow bigint[];
  acc_balance bigint[]; acc_version bigint[]; acc_other_balance bigint[]; acc_other_version bigint[];
  o_ord int[]; o_user uuid[]; o_key text[]; o_hash text[]; o_debit bigint[]; o_credit bigint[]; o_amount bigint[];
  o_reference text[]; o_trade jsonb[]; o_other_balance bigint[]; o_other_version bigint[]; o_answer jsonb[];
  m_account bigint[]; m_balance bigint[]; m_version bigint[];
  a_ord int[]; a_response jsonb[]; a_hash text[];
BEGIN
  SELECT array_agg((t->>'user_id')::uuid ORDER BY n), array_agg(t->>'mode' ORDER BY n), array_agg(t->>'key' ORDER BY n),
         array_agg((t->>'amount')::bigint ORDER BY n), array_agg((t->>'session_id')::uuid ORDER BY n)
    INTO p_user, p_mode, p_key, p_amount, p_session FROM jsonb_array_elements(p_trades) WITH ORDINALITY AS r(t, n);

  -- Locked first, in one statement: a request of the same user that held these accounts has
  -- committed by now, so the statement below (a new snapshot) sees its key and its balance.
  SELECT array_agg(l.owner_id), array_agg(l.mode), array_agg(l.user_account), array_agg(l.escrow_account),
         array_agg(l.balance), array_agg(l.version), array_agg(l.other_balance), array_agg(l.other_version)
    INTO acc_owner, acc_mode, acc_user, acc_escrow, acc_balance, acc_version, acc_other_balance, acc_other_version
    FROM ledger_lock_user_accounts(p_user, p_mode) l;
  IF coalesce(cardinality(acc_owner), 0) <> cardinality(p_user) THEN
    RAISE EXCEPTION 'ledger accounts missing for a trade''s user';
  END IF;
  SELECT array_agg(x.ord), array_agg(x.refusal) INTO f_ord, f_refusal
    FROM protections_trade_refusals(p_user, p_mode, p_amount, p_session, p_opened_at) x;

  WITH r AS (
    SELECT * FROM ROWS FROM (jsonb_to_recordset(p_trades) AS (
        user_id uuid, mode text, key text, request_hash text, amount bigint, trading_type text, symbol text, trade_mode text,
        strike_rate int, payout_percent int, duration int, open_price numeric, expires_at timestamptz, ats_slot bigint))
      WITH ORDINALITY AS r(user_id, mode, key, request_hash, amount, trading_type, symbol, trade_mode, strike_rate,
                           payout_percent, duration, open_price, expires_at, ats_slot, ord)),
  acc AS (
    SELECT * FROM unnest(acc_owner, acc_mode, acc_user, acc_escrow, acc_balance, acc_version, acc_other_balance, acc_other_version)
      AS a(user_id, mode, user_account, escrow_account, balance, version, other_balance, other_version)),
  answered AS (
    SELECT r.ord, k.response, k.request_hash FROM r JOIN idempotency_answers_of(p_user, p_key) k ON k.user_id = r.user_id AND k.key = r.key),
  opening AS (
    SELECT r.*, acc.user_account, acc.escrow_account, acc.balance, acc.version, acc.other_balance, acc.other_version
      FROM r JOIN acc ON acc.user_id = r.user_id AND acc.mode = r.mode
     WHERE acc.balance >= r.amount AND r.ord NOT IN (SELECT answered.ord FROM answered) AND r.ord <> ALL (coalesce(f_ord, '{}'))),
  t AS (
    INSERT INTO trades (user_id, mode, trading_type, symbol, trade_mode, amount, strike_rate, payout_percent, duration,
                        open_price, opened_at, expires_at, source, ats_slot)
    SELECT user_id, mode, trading_type, symbol, trade_mode, amount, strike_rate, payout_percent, duration,
           open_price, p_opened_at, expires_at, CASE WHEN ats_slot IS NULL THEN 'manual' ELSE 'ats' END, ats_slot
      FROM opening ORDER BY ord
    RETURNING *)
  SELECT o.ords, o.users, o.keys, o.hashes, o.debits, o.credits, o.amounts, o.refs, o.trades, o.other_balances, o.other_versions,
         a.ords, a.responses, a.hashes
    INTO o_ord, o_user, o_key, o_hash, o_debit, o_credit, o_amount, o_reference, o_trade, o_other_balance, o_other_version,
         a_ord, a_response, a_hash
    FROM (SELECT array_agg(g.ord::int) AS ords, array_agg(g.user_id) AS users, array_agg(g.key) AS keys, array_agg(g.request_hash) AS hashes,
                 array_agg(g.user_account) AS debits, array_agg(g.escrow_account) AS credits, array_agg(g.amount) AS amounts,
                 array_agg('trade:' || t.id || ':stake') AS refs, array_agg(to_jsonb(t)) AS trades,
                 array_agg(g.other_balance) AS other_balances, array_agg(g.other_version) AS other_versions
            FROM t JOIN opening g ON g.user_id = t.user_id AND g.mode = t.mode) o,
         (SELECT array_agg(answered.ord::int) AS ords, array_agg(answered.response) AS responses,
                 array_agg(answered.request_hash) AS hashes FROM answered) a;

  IF o_ord IS NOT NULL THEN
    -- The stakes move user -> escrow; each answer holds its user account's balance and version after it.
    SELECT array_agg(m.account_id), array_agg(m.balance), array_agg(m.version) INTO m_account, m_balance, m_version
      FROM ledger_apply_transfers(o_debit, o_credit, o_amount, array_fill('trade_stake'::text, ARRAY[cardinality(o_ord)]), o_reference) m;
    SELECT array_agg(jsonb_build_object('trade', x.trade, 'balance', m.balance, 'version', m.version,
                                        'other_balance', x.other_balance, 'other_version', x.other_version) ORDER BY x.n)
      INTO o_answer
      FROM unnest(o_trade, o_debit, o_other_balance, o_other_version) WITH ORDINALITY AS x(trade, account, other_balance, other_version, n)
      JOIN unnest(m_account, m_balance, m_version) AS m(account_id, balance, version) ON m.account_id = x.account;
    PERFORM idempotency_record_answers(o_user, o_key, o_hash, o_answer);
  END IF;

  RETURN QUERY
    SELECT x.ord, 'opened'::text, x.answer, NULL::text FROM unnest(o_ord, o_answer) AS x(ord, answer)
    UNION ALL
    SELECT y.ord, 'answered', y.response, y.request_hash FROM unnest(a_ord, a_response, a_hash) AS y(ord, response, request_hash)
    UNION ALL
    SELECT z.ord, 'refused', z.refusal, NULL FROM unnest(f_ord, f_refusal) AS z(ord, refusal)
     WHERE z.ord <> ALL (coalesce(a_ord, '{}'))
    UNION ALL
    SELECT g::int, 'short', NULL, NULL FROM generate_subscripts(p_user, 1) AS g
     WHERE g <> ALL (coalesce(o_ord, '{}') || coalesce(a_ord, '{}') || coalesce(f_ord, '{}'));
END $$;
