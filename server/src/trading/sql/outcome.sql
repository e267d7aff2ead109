-- The outcome and payout rule of a trade, as contracts/trade-rules.ts writes it (settledOutcome,
-- payoutCents): test/integration/outcome-rule.e2e-spec.ts holds these to those over every case.
-- Plain SQL and IMMUTABLE, so the settling statement inlines them (no call per row).

-- Void without an end price; Draw at the open price; Won when the price moved the trade's way.
CREATE OR REPLACE FUNCTION trade_outcome(p_trade_mode text, p_open_price numeric, p_end_price numeric)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN p_end_price IS NULL THEN 'Void'
              WHEN p_end_price = p_open_price THEN 'Draw'
              WHEN (p_end_price > p_open_price) = (p_trade_mode = 'Buy') THEN 'Won'
              ELSE 'Lost' END
$$;

-- Cents a settled trade returns: a win its stake plus stake x percent / 100 rounded down (the house
-- never pays a fraction of a cent), a draw or a void its stake, a loss nothing.
CREATE OR REPLACE FUNCTION trade_payout_cents(p_stake bigint, p_payout_percent int, p_outcome text)
RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE p_outcome WHEN 'Won' THEN p_stake + (p_stake * p_payout_percent) / 100
                        WHEN 'Draw' THEN p_stake
                        WHEN 'Void' THEN p_stake
                        WHEN 'Lost' THEN 0 END
$$;
