import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** What a session was opened by: a login (access and refresh tokens) or a registration (the onboarding `session`). */
export type SessionKind = 'login' | 'onboarding';

/** SQL of the sessions table. */
@Injectable()
export class SessionsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async create(userId: string, kind: SessionKind): Promise<string> {
    const [row]: { id: string }[] = await this.ds.query(`INSERT INTO sessions (user_id, kind) VALUES ($1, $2) RETURNING id`, [userId, kind]);
    return row.id;
  }

  /** The user of a live session (primary-key lookup); null when unknown or revoked. */
  async liveUserOf(id: string): Promise<string | null> {
    const [row]: { user_id: string }[] = await this.ds.query(`SELECT user_id FROM sessions WHERE id = $1 AND revoked_at IS NULL`, [id]);
    return row?.user_id ?? null;
  }

  /** Revokes the session if it belongs to the user and is live; answers whether it did. */
  async revoke(id: string, userId: string): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.ds.query(
      `UPDATE sessions SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id`,
      [id, userId],
    );
    return rows.length > 0;
  }

  /** Revokes every live session of the user; answers the ids revoked. */
  async revokeAllOfUser(userId: string): Promise<string[]> {
    const [rows]: [{ id: string }[], number] = await this.ds.query(
      `UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL RETURNING id`,
      [userId],
    );
    return rows.map((r) => r.id);
  }
}
