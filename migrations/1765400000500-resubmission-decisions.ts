import { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff may ask for an identity document again instead of rejecting it: a decision of its own. */
export class ResubmissionDecisions1765400000500 implements MigrationInterface {
  name = 'ResubmissionDecisions1765400000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE decisions DROP CONSTRAINT decisions_action`);
    await q.query(`ALTER TABLE decisions ADD CONSTRAINT decisions_action CHECK (action IN ('approve', 'reject', 'request resubmission'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE decisions DROP CONSTRAINT decisions_action`);
    await q.query(`ALTER TABLE decisions ADD CONSTRAINT decisions_action CHECK (action IN ('approve', 'reject'))`);
  }
}
