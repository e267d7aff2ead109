-- Keeps each request's answer under its key, for a caller that holds the user's lock instead of a claim
-- (trading_open_trades: no claim round trip). A request without a key (null) keeps none. A key taken
-- meanwhile fails the call (unique violation). Requests that claimed their key complete it with
-- idempotency_complete_claims instead.
CREATE OR REPLACE FUNCTION idempotency_record_answers(p_user uuid[], p_key text[], p_hash text[], p_response jsonb[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO idempotency_keys (user_id, key, request_hash, response, status_code)
  SELECT a.user_id, a.key, a.request_hash, a.response, 201
    FROM unnest(p_user, p_key, p_hash, p_response) AS a(user_id, key, request_hash, response)
   WHERE a.key IS NOT NULL;
END $$;
