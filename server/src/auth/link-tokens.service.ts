import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';

export type LinkPurpose = 'verify_email' | 'reset_password';

export const LINK_TTL_SECONDS: Record<LinkPurpose, number> = { verify_email: 24 * 3600, reset_password: 3600 };

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Tokens of mailed links: random, stored hashed, single-use, expiring; a new one voids the older ones. */
@Injectable()
export class LinkTokensService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async issue(userId: string, purpose: LinkPurpose): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.ds.transaction(async (m) => {
      await m.query(`UPDATE link_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`, [userId, purpose]);
      await m.query(`INSERT INTO link_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`, [
        userId,
        purpose,
        sha256(token),
        LINK_TTL_SECONDS[purpose],
      ]);
    });
    return token;
  }

  /** The user of a valid, unused, unexpired token, without spending it. */
  async peek(token: string, purpose: LinkPurpose): Promise<string | null> {
    const [row]: { user_id: string }[] = await this.ds.query(
      `SELECT user_id FROM link_tokens WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
      [sha256(token), purpose],
    );
    return row?.user_id ?? null;
  }

  /** Spends the token and returns its user; null when it is unknown, used or expired. Race-safe. */
  async consume(token: string, purpose: LinkPurpose): Promise<string | null> {
    const [rows]: [{ user_id: string }[], number] = await this.ds.query(
      `UPDATE link_tokens SET used_at = now() WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
      [sha256(token), purpose],
    );
    return rows[0]?.user_id ?? null;
  }
}
