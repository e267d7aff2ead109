-- Claims each (user, key) for a request (its hash kept, no answer yet); answers the 1-based places of
-- those claimed now, not before. A concurrent claim of the same key waits for that transaction.
-- At most one request per user and key; idempotency_complete_claims keeps their answers.
-- Called by IdempotencyKeysRepository.claimMany.
CREATE OR REPLACE FUNCTION idempotency_claim(p_user uuid[], p_key text[], p_hash text[])
RETURNS TABLE (ord int) LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH r AS (SELECT * FROM unnest(p_user, p_key, p_hash) WITH ORDINALITY AS r(user_id, key, request_hash, ord)),
       ins AS (INSERT INTO idempotency_keys (user_id, key, request_hash) SELECT user_id, key, request_hash FROM r
               ON CONFLICT DO NOTHING RETURNING user_id, key)
  SELECT r.ord::int FROM r JOIN ins ON ins.user_id = r.user_id AND ins.key = r.key;
END $$;
