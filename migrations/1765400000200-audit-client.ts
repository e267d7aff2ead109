import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log names the client each row is about (DESIGN "Back office as a case manager": it filters
 * by staff, kind, item, client and dates, and pages). Rows written before this column get the owner of
 * their item. item_kind has no CHECK: rows about adjustments and clients' accounts join the review items'.
 * Indexes on (filter column, id) serve the newest-first keyset pages of each filter.
 */
export class AuditClient1765400000200 implements MigrationInterface {
  name = 'AuditClient1765400000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE audit_log ADD COLUMN client_id uuid REFERENCES users(id)`);
    // The append-only trigger refuses every UPDATE; this one-time fill of a new column is the one exception.
    await q.query(`ALTER TABLE audit_log DISABLE TRIGGER USER`);
    for (const [kind, table] of [
      ['deposit', 'deposits'],
      ['withdrawal', 'withdrawals'],
      ['kyc', 'identity_verifications'],
      ['plan', 'plan_requests'],
    ]) {
      // item_id is text (other kinds may hold a uuid): compare as text rather than cast a value that may not be a number.
      await q.query(`UPDATE audit_log a SET client_id = t.user_id FROM ${table} t WHERE a.item_kind = $1 AND a.item_id = t.id::text`, [kind]);
    }
    await q.query(`ALTER TABLE audit_log ENABLE TRIGGER USER`);
    await q.query(`CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, id)`);
    await q.query(`CREATE INDEX audit_log_client_idx ON audit_log (client_id, id)`);
    await q.query(`CREATE INDEX audit_log_kind_idx ON audit_log (item_kind, id)`);
    await q.query(`CREATE INDEX audit_log_item_id_idx ON audit_log (item_id, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX audit_log_item_id_idx`);
    await q.query(`DROP INDEX audit_log_kind_idx`);
    await q.query(`DROP INDEX audit_log_client_idx`);
    await q.query(`DROP INDEX audit_log_actor_idx`);
    await q.query(`ALTER TABLE audit_log DROP COLUMN client_id`);
  }
}
