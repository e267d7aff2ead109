-- Responsible trading (DESIGN "Client protections"): the one home of the rules that decide whether a
-- client's own limits, time-out or self-exclusion, or a due reality check refuse a real-money stake or
-- deposit. A refusal is JSON { code, limit, value, resets_at }: code LIMIT_REACHED, EXCLUDED or
-- REALITY_CHECK_DUE; value the limit (cents for money, else a count or minutes); resets_at when it
-- lifts by time alone, or null. ProtectionsService turns it into the 403 and its message.
--
-- Money limits count whole UTC days: a "day" limit today since 00:00 UTC, a "week" limit today and the
-- 6 days before, a "month" limit today and the 29 before. Deposits count unless rejected or failed;
-- turnover is the stakes of real trades; the loss of a real trade is its stake less what it returned,
-- an open trade counting its whole stake, all on the day the trade opened.

-- A limit's value in force at p_now: a waiting raise or removal applies from its pending_from.
CREATE OR REPLACE FUNCTION protections_limit_in_force(p_value bigint, p_pending_value bigint, p_pending_from timestamptz, p_now timestamptz)
RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN p_pending_from IS NOT NULL AND p_pending_from <= p_now THEN p_pending_value ELSE p_value END
$$;

-- The client's limits in force at p_now (only those set).
CREATE OR REPLACE FUNCTION protections_limits_of(p_user uuid, p_now timestamptz)
RETURNS TABLE (name text, value bigint) LANGUAGE sql STABLE AS $$
  SELECT l.name, protections_limit_in_force(l.value, l.pending_value, l.pending_from, p_now)
    FROM account_limits l
   WHERE l.user_id = p_user AND protections_limit_in_force(l.value, l.pending_value, l.pending_from, p_now) IS NOT NULL
$$;

-- What the money limits count, day by day: element 1 is today (UTC), element 30 is 29 days ago; and
-- the real trades still open. One read of the client's real trades and deposits of the last 30 days.
CREATE OR REPLACE FUNCTION protections_usage(p_user uuid, p_now timestamptz,
                                             OUT deposits bigint[], OUT turnover bigint[], OUT loss bigint[], OUT open_positions int)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  today date := (p_now AT TIME ZONE 'UTC')::date;
  since timestamptz := (today - 29)::timestamp AT TIME ZONE 'UTC';
BEGIN
  deposits := array_fill(0::bigint, ARRAY[30]);
  turnover := array_fill(0::bigint, ARRAY[30]);
  loss := array_fill(0::bigint, ARRAY[30]);
  open_positions := 0;
  SELECT coalesce(array_agg(coalesce(d.amount, 0) ORDER BY g.n), deposits) INTO deposits
    FROM generate_series(0, 29) g(n)
    LEFT JOIN (SELECT today - (x.created_at AT TIME ZONE 'UTC')::date AS n, sum(x.amount)::bigint AS amount
                 FROM deposits x
                WHERE x.user_id = p_user AND x.created_at >= since AND x.status NOT IN ('Rejected', 'Failed')
                GROUP BY 1) d ON d.n = g.n;
  SELECT coalesce(array_agg(coalesce(t.stakes, 0) ORDER BY g.n), turnover), coalesce(array_agg(coalesce(t.lost, 0) ORDER BY g.n), loss),
         coalesce(sum(t.open), 0)::int
    INTO turnover, loss, open_positions
    FROM generate_series(0, 29) g(n)
    LEFT JOIN (SELECT today - (x.opened_at AT TIME ZONE 'UTC')::date AS n, sum(x.amount)::bigint AS stakes,
                      sum(x.amount - coalesce(x.payout, 0))::bigint AS lost, count(*) FILTER (WHERE x.status = 'Pending') AS open
                 FROM trades x
                WHERE x.user_id = p_user AND x.mode = 'real' AND x.opened_at >= since
                GROUP BY 1) t ON t.n = g.n;
END $$;

-- The refusal of p_amount more under a money limit of p_window days, given the days it counted so far
-- (protections_usage's arrays), or null when it fits. It lifts at the first midnight (UTC) after which
-- the days still in the window leave room for p_amount; never by time when p_amount alone exceeds it.
CREATE OR REPLACE FUNCTION protections_window_refusal(p_name text, p_limit bigint, p_days bigint[], p_window int, p_amount bigint, p_now timestamptz)
RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  midnight timestamptz := date_trunc('day', p_now AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
  k int := 0;
BEGIN
  IF (SELECT coalesce(sum(v), 0) FROM unnest(p_days[1:p_window]) v) + p_amount <= p_limit THEN
    RETURN NULL;
  END IF;
  IF p_amount > p_limit THEN
    RETURN jsonb_build_object('code', 'LIMIT_REACHED', 'limit', p_name, 'value', p_limit, 'resets_at', NULL);
  END IF;
  LOOP
    k := k + 1;
    EXIT WHEN k >= p_window OR (SELECT coalesce(sum(v), 0) FROM unnest(p_days[1:p_window - k]) v) + p_amount <= p_limit;
  END LOOP;
  RETURN jsonb_build_object('code', 'LIMIT_REACHED', 'limit', p_name, 'value', p_limit, 'resets_at', midnight + make_interval(days => k));
END $$;

-- The time-out or self-exclusion in force at p_now (the one ending last) as a refusal, or null.
CREATE OR REPLACE FUNCTION protections_exclusion_refusal(p_user uuid, p_now timestamptz)
RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('code', 'EXCLUDED', 'limit', e.kind, 'value', NULL, 'resets_at', e.ends_at)
    FROM account_exclusions e
   WHERE e.user_id = p_user AND e.starts_at <= p_now AND e.ends_at > p_now
   ORDER BY e.ends_at DESC LIMIT 1
$$;

-- Why a real stake of p_amount may not open now, or null. p_session is the sign-in it comes from (null
-- for the automated trader, which no session length or reality check concerns).
CREATE OR REPLACE FUNCTION protections_stake_refusal(p_user uuid, p_amount bigint, p_session uuid, p_now timestamptz)
RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
DECLARE
  lim jsonb;
  started timestamptz;
  acknowledged timestamptz;
  u record;
  refusal jsonb;
  w record;
BEGIN
  refusal := protections_exclusion_refusal(p_user, p_now);
  IF refusal IS NOT NULL THEN RETURN refusal; END IF;
  SELECT jsonb_object_agg(l.name, l.value) INTO lim FROM protections_limits_of(p_user, p_now) l;
  IF lim IS NULL THEN RETURN NULL; END IF;

  IF p_session IS NOT NULL AND (lim ? 'session_minutes' OR lim ? 'reality_check_minutes') THEN
    SELECT s.created_at, r.acknowledged_at INTO started, acknowledged
      FROM sessions s LEFT JOIN reality_checks r ON r.session_id = s.id WHERE s.id = p_session;
    IF p_now >= started + make_interval(mins => (lim->>'session_minutes')::int) THEN
      RETURN jsonb_build_object('code', 'LIMIT_REACHED', 'limit', 'session_minutes', 'value', (lim->>'session_minutes')::bigint, 'resets_at', NULL);
    END IF;
    IF p_now >= greatest(started, acknowledged) + make_interval(mins => (lim->>'reality_check_minutes')::int) THEN
      RETURN jsonb_build_object('code', 'REALITY_CHECK_DUE', 'limit', 'reality_check', 'value', (lim->>'reality_check_minutes')::bigint, 'resets_at', NULL);
    END IF;
  END IF;

  IF NOT (lim ?| ARRAY['max_open_positions','loss_day','loss_week','loss_month','turnover_day','turnover_week','turnover_month']) THEN
    RETURN NULL;
  END IF;
  SELECT * INTO u FROM protections_usage(p_user, p_now);
  IF u.open_positions + 1 > (lim->>'max_open_positions')::bigint THEN
    RETURN jsonb_build_object('code', 'LIMIT_REACHED', 'limit', 'max_open_positions', 'value', (lim->>'max_open_positions')::bigint, 'resets_at', NULL);
  END IF;
  FOR w IN SELECT * FROM (VALUES ('loss_day', 1), ('loss_week', 7), ('loss_month', 30),
                                 ('turnover_day', 1), ('turnover_week', 7), ('turnover_month', 30)) v(name, days)
            WHERE lim ? v.name LOOP
    refusal := protections_window_refusal(w.name, (lim->>w.name)::bigint,
                                          CASE WHEN w.name LIKE 'loss%' THEN u.loss ELSE u.turnover END, w.days, p_amount, p_now);
    IF refusal IS NOT NULL THEN RETURN refusal; END IF;
  END LOOP;
  RETURN NULL;
END $$;

-- The refused stakes of a group of submits (trading_open_trades calls it holding the users' locks, so
-- none of their other stakes can slip in between): ord is the request's 1-based place. Demo stakes are
-- never refused; a group without a real stake costs nothing more, one whose real stakers set no
-- protection an index lookup of each in two small tables.
CREATE OR REPLACE FUNCTION protections_trade_refusals(p_user uuid[], p_mode text[], p_amount bigint[], p_session uuid[], p_now timestamptz)
RETURNS TABLE (ord int, refusal jsonb) LANGUAGE plpgsql STABLE AS $$
DECLARE
  staking uuid[];
  guarded uuid[];
BEGIN
  SELECT array_agg(r.user_id) INTO staking FROM unnest(p_user, p_mode) AS r(user_id, mode) WHERE r.mode = 'real';
  IF staking IS NULL THEN RETURN; END IF;
  SELECT array_agg(g.user_id) INTO guarded FROM (
    SELECT l.user_id FROM account_limits l WHERE l.user_id = ANY(staking)
    UNION SELECT e.user_id FROM account_exclusions e WHERE e.user_id = ANY(staking) AND e.ends_at > p_now) g;
  IF guarded IS NULL THEN RETURN; END IF;
  RETURN QUERY
    SELECT r.n::int, x.refusal
      FROM unnest(p_user, p_mode, p_amount, p_session) WITH ORDINALITY AS r(user_id, mode, amount, session_id, n)
     CROSS JOIN LATERAL protections_stake_refusal(r.user_id, r.amount, r.session_id, p_now) AS x(refusal)
     WHERE r.mode = 'real' AND r.user_id = ANY(guarded) AND x.refusal IS NOT NULL;
END $$;

-- Why a real deposit of p_amount may not be asked for now, or null. Holds the client's deposit limits
-- (FOR UPDATE) until the caller's transaction ends, so two deposits in parallel cannot both fit.
CREATE OR REPLACE FUNCTION protections_deposit_refusal(p_user uuid, p_amount bigint, p_now timestamptz)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  lim jsonb;
  u record;
  refusal jsonb;
  w record;
BEGIN
  refusal := protections_exclusion_refusal(p_user, p_now);
  IF refusal IS NOT NULL THEN RETURN refusal; END IF;
  PERFORM 1 FROM account_limits l WHERE l.user_id = p_user AND l.name LIKE 'deposit%' FOR UPDATE;
  SELECT jsonb_object_agg(l.name, l.value) INTO lim FROM protections_limits_of(p_user, p_now) l WHERE l.name LIKE 'deposit%';
  IF lim IS NULL THEN RETURN NULL; END IF;
  SELECT * INTO u FROM protections_usage(p_user, p_now);
  FOR w IN SELECT * FROM (VALUES ('deposit_day', 1), ('deposit_week', 7), ('deposit_month', 30)) v(name, days) WHERE lim ? v.name LOOP
    refusal := protections_window_refusal(w.name, (lim->>w.name)::bigint, u.deposits, w.days, p_amount, p_now);
    IF refusal IS NOT NULL THEN RETURN refusal; END IF;
  END LOOP;
  RETURN NULL;
END $$;
