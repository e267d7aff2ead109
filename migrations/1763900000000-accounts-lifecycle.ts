import { MigrationInterface, QueryRunner } from 'typeorm';

/** E-mail and reset links, the mail outbox, and identity verification records. */
export class AccountsLifecycle1763900000000 implements MigrationInterface {
  name = 'AccountsLifecycle1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE link_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('verify_email','reset_password')),
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX link_tokens_user_purpose_idx ON link_tokens (user_id, purpose)`);

    await q.query(`
      CREATE TABLE mail_outbox (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        to_address text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued','sent','logged','failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);

    await q.query(`
      CREATE TABLE identity_verifications (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        method text NOT NULL CHECK (method IN ('drivers_license','international_passport','national_id','others')),
        file_path text NOT NULL,
        mime_type text NOT NULL,
        status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending','Approved','Rejected')),
        reason text,
        reviewed_by uuid REFERENCES users(id),
        reviewed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX identity_verifications_user_idx ON identity_verifications (user_id, id DESC)`);
    // At most one open (Pending or Approved) record per user: a new upload only after a rejection.
    await q.query(`CREATE UNIQUE INDEX identity_verifications_one_open ON identity_verifications (user_id) WHERE status <> 'Rejected'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS identity_verifications`);
    await q.query(`DROP TABLE IF EXISTS mail_outbox`);
    await q.query(`DROP TABLE IF EXISTS link_tokens`);
  }
}
