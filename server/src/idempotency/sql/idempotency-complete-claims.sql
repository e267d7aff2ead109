-- Keeps each claimed key's answer (idempotency_claim, in the same transaction), for replays.
-- Called by IdempotencyKeysRepository.saveResponses.
CREATE OR REPLACE FUNCTION idempotency_complete_claims(p_user uuid[], p_key text[], p_response jsonb[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE idempotency_keys k SET response = a.response, status_code = 201
    FROM unnest(p_user, p_key, p_response) AS a(user_id, key, response)
   WHERE k.user_id = a.user_id AND k.key = a.key;
END $$;
