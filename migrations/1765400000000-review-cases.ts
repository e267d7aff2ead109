import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Review items as cases (DESIGN "Back office as a case manager"): who works each item now (a claim,
 * lapsing when idle). Items are named by kind and id, as decisions name them. Every claim, release,
 * take-over and internal note is a row of the append-only audit log, which is the case's history.
 */
export class ReviewCases1765400000000 implements MigrationInterface {
  name = 'ReviewCases1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE case_assignments (
        item_kind text NOT NULL,
        item_id text NOT NULL,
        assignee_id uuid NOT NULL REFERENCES users(id),
        claimed_at timestamptz NOT NULL DEFAULT now(),
        active_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (item_kind, item_id)
      )`);
    await q.query(`CREATE INDEX case_assignments_assignee ON case_assignments (assignee_id, item_kind)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE case_assignments`);
  }
}
