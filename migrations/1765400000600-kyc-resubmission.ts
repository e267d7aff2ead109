import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff may ask a client for a new identity document instead of rejecting it (DESIGN "Back office as a
 * case manager"): the record ends `Resubmission requested` and, as after a rejection, the client may
 * upload again. The new upload names the record that asked for it (`previous_id`), so staff see the
 * case reopen rather than a new one. The one-open index now leaves out both ended states.
 */
export class KycResubmission1765400000600 implements MigrationInterface {
  name = 'KycResubmission1765400000600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE identity_verifications DROP CONSTRAINT identity_verifications_status_check`);
    await q.query(`
      ALTER TABLE identity_verifications
        ADD CONSTRAINT identity_verifications_status_check CHECK (status IN ('Pending', 'Approved', 'Rejected', 'Resubmission requested')),
        ADD COLUMN previous_id bigint NULL REFERENCES identity_verifications(id)`);
    await q.query(`DROP INDEX identity_verifications_one_open`);
    await q.query(`CREATE UNIQUE INDEX identity_verifications_one_open ON identity_verifications (user_id) WHERE status IN ('Pending', 'Approved')`);
  }

  async down(q: QueryRunner): Promise<void> {
    // A record asked to be sent again is, to the schema before this one, a rejected record.
    await q.query(`UPDATE identity_verifications SET status = 'Rejected' WHERE status = 'Resubmission requested'`);
    await q.query(`DROP INDEX identity_verifications_one_open`);
    await q.query(`CREATE UNIQUE INDEX identity_verifications_one_open ON identity_verifications (user_id) WHERE status <> 'Rejected'`);
    await q.query(`ALTER TABLE identity_verifications DROP COLUMN previous_id, DROP CONSTRAINT identity_verifications_status_check`);
    await q.query(
      `ALTER TABLE identity_verifications ADD CONSTRAINT identity_verifications_status_check CHECK (status IN ('Pending', 'Approved', 'Rejected'))`,
    );
  }
}
