import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** What a mailed link lets its holder do (link_tokens.purpose). */
export type LinkPurpose = 'verify_email' | 'reset_password';

/** SQL of the link_tokens table; tokens are looked up by their hash only. */
@Injectable()
export class LinkTokensRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** Voids the user's unused tokens of this purpose and stores the new one, in one transaction. */
  async replace(userId: string, purpose: LinkPurpose, tokenHash: string, ttlSeconds: number): Promise<void> {
    await this.ds.transaction(async (m) => {
      await m.query(`UPDATE link_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`, [userId, purpose]);
      await m.query(`INSERT INTO link_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`, [
        userId,
        purpose,
        tokenHash,
        ttlSeconds,
      ]);
    });
  }

  /** The user of a valid, unused, unexpired token. */
  async userOfValid(tokenHash: string, purpose: LinkPurpose): Promise<string | null> {
    const [row]: { user_id: string }[] = await this.ds.query(
      `SELECT user_id FROM link_tokens WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
      [tokenHash, purpose],
    );
    return row?.user_id ?? null;
  }

  /** Marks a valid token used and returns its user; the guarded UPDATE lets only one caller win. */
  async spend(tokenHash: string, purpose: LinkPurpose): Promise<string | null> {
    // TypeORM answers an UPDATE ... RETURNING on PostgreSQL as [rows, affected].
    const [rows]: [{ user_id: string }[], number] = await this.ds.query(
      `UPDATE link_tokens SET used_at = now() WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
      [tokenHash, purpose],
    );
    return rows[0]?.user_id ?? null;
  }
}
