-- A time-out or self-exclusion ends by time only: nobody changes or lifts one (a user's own deletion
-- cascading from users is let through: pg_trigger_depth() > 0).
CREATE OR REPLACE FUNCTION account_exclusions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION 'a time-out or self-exclusion cannot be changed or lifted'; END $$;

CREATE OR REPLACE TRIGGER account_exclusions_no_update BEFORE UPDATE OR DELETE ON account_exclusions
  FOR EACH ROW WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION account_exclusions_append_only();
