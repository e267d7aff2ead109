-- What is kept under each (user, key): the request's hash and its answer (null while the request is
-- in progress). The replay rule that reads it is IdempotencyService.replay. Called by
-- IdempotencyKeysRepository.findMany and trading_open_trades.
CREATE OR REPLACE FUNCTION idempotency_answers_of(p_user uuid[], p_key text[])
RETURNS TABLE (user_id uuid, key text, request_hash text, response jsonb)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT k.user_id, k.key, k.request_hash, k.response FROM idempotency_keys k
    JOIN unnest(p_user, p_key) AS p(user_id, key) ON p.user_id = k.user_id AND p.key = k.key;
END $$;
