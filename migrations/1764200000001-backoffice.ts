import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office's durable decision path: a staff decision is a row before it is applied (the job
 * only carries its id), and every applied decision leaves an append-only audit row.
 * Its function and trigger now live in server/src/backoffice/sql/ (applied by the migrate step); this is history.
 */
export class Backoffice1764200000001 implements MigrationInterface {
  name = 'Backoffice1764200000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE decisions (
        id bigserial PRIMARY KEY,
        item_kind text NOT NULL CONSTRAINT decisions_item_kind CHECK (item_kind IN ('kyc', 'deposit', 'withdrawal', 'plan')),
        item_id text NOT NULL,
        staff_id uuid NOT NULL REFERENCES users(id),
        action text NOT NULL CONSTRAINT decisions_action CHECK (action IN ('approve', 'reject')),
        reason text,
        -- An approved withdrawal's payout (transaction hash or bank reference), recorded with the decision.
        payout_reference text,
        ip text,
        created_at timestamptz NOT NULL DEFAULT now(),
        applied_at timestamptz,
        outcome text
      )`);
    await q.query(`CREATE INDEX decisions_unapplied_idx ON decisions (applied_at) WHERE applied_at IS NULL`);
    // One waiting decision per item: a double click or two staff at once get one row and one 409.
    await q.query(`CREATE UNIQUE INDEX decisions_one_waiting ON decisions (item_kind, item_id) WHERE applied_at IS NULL`);

    await q.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        actor_id uuid REFERENCES users(id),
        action text NOT NULL,
        item_kind text NOT NULL,
        item_id text NOT NULL,
        from_state text,
        to_state text,
        reason text,
        ip text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX audit_log_created_idx ON audit_log (created_at)`);
    await q.query(`CREATE INDEX audit_log_item_idx ON audit_log (item_kind, item_id)`);
    await q.query(`
      CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
      END
      $$`);
    await q.query(`
      CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS audit_log`);
    await q.query(`DROP FUNCTION IF EXISTS audit_log_append_only()`);
    await q.query(`DROP TABLE IF EXISTS decisions`);
  }
}
