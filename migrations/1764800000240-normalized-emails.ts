import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mails are now stored NFKC-normalised and lower-cased, and the unique index on users.email keeps that
 * form unique for every new row. Older rows were only lower-cased, so a fullwidth address could be stored
 * as typed: each such row takes its normalised form, unless an account already holds that form (a
 * look-alike registered beside its original). That row is left as it was, not merged or deleted, for
 * staff to settle; no e-mail lookup reaches it any more, so no third account can join the pair.
 *
 * The rule is copied here rather than imported: a migration must do tomorrow what it did today.
 */
export class NormalizedEmails1764800000240 implements MigrationInterface {
  name = 'NormalizedEmails1764800000240';

  async up(q: QueryRunner): Promise<void> {
    // ASCII addresses are already in normal form (NFKC leaves ASCII alone, and they were lower-cased).
    const rows = (await q.query(`SELECT id, email FROM users WHERE email ~ '[^\\x01-\\x7f]' ORDER BY created_at, id`)) as { id: string; email: string }[];
    for (const { id, email } of rows) {
      const normalized = email.normalize('NFKC').toLowerCase().trim();
      if (normalized === email) continue;
      await q.query(`UPDATE users SET email = $2 WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM users WHERE email = $2)`, [id, normalized]);
    }
  }

  /** Nothing to undo: the normalised address names the same mailbox. */
  async down(): Promise<void> {}
}
