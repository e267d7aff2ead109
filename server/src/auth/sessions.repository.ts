import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { DataSource } from 'typeorm';
import { firstRow, oneRow, rows } from '../database/typed-query';
import type { ICreateSessionQuery, ILiveUserOfQuery, IRevokeAllOfUserQuery, IRevokeSessionQuery } from './sessions.repository.sql-types';

/** What a session was opened by: a login (access and refresh tokens) or a registration (the onboarding `session`). */
export type SessionKind = 'login' | 'onboarding';

const createSession = sql<ICreateSessionQuery>`INSERT INTO sessions (user_id, kind) VALUES ($userId!, $kind!) RETURNING id`;
const liveUserOf = sql<ILiveUserOfQuery>`SELECT user_id FROM sessions WHERE id = $id! AND revoked_at IS NULL`;
const revokeSession = sql<IRevokeSessionQuery>`
  UPDATE sessions SET revoked_at = now() WHERE id = $id! AND user_id = $userId! AND revoked_at IS NULL RETURNING id`;
const revokeAllOfUser = sql<IRevokeAllOfUserQuery>`UPDATE sessions SET revoked_at = now() WHERE user_id = $userId! AND revoked_at IS NULL RETURNING id`;

/** SQL of the sessions table. */
@Injectable()
export class SessionsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async create(userId: string, kind: SessionKind): Promise<string> {
    return (await oneRow(createSession, { userId, kind }, this.ds)).id;
  }

  /** The user of a live session (primary-key lookup); null when unknown or revoked. */
  async liveUserOf(id: string): Promise<string | null> {
    return (await firstRow(liveUserOf, { id }, this.ds))?.user_id ?? null;
  }

  /** Revokes the session if it belongs to the user and is live; answers whether it did. */
  async revoke(id: string, userId: string): Promise<boolean> {
    return (await rows(revokeSession, { id, userId }, this.ds)).length > 0;
  }

  /** Revokes every live session of the user; answers the ids revoked. */
  async revokeAllOfUser(userId: string): Promise<string[]> {
    return (await rows(revokeAllOfUser, { userId }, this.ds)).map((r) => r.id);
  }
}
