import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { DataSource } from 'typeorm';
import { execute, firstRow, oneRow, rows } from '../database/typed-query';
import type { ClientOrigin } from './client-device';
import type {
  ICreateSessionQuery,
  ILiveSessionsOfQuery,
  ILiveUserOfQuery,
  IRevokeAllOfUserQuery,
  IRevokeSessionQuery,
  ISessionsOfUserQuery,
  ITouchSessionQuery,
} from './sessions.repository.sql-types';

/** What a session was opened by: a login (access and refresh tokens) or a registration (the onboarding `session`). */
export type SessionKind = 'login' | 'onboarding';

const createSession = sql<ICreateSessionQuery>`
  INSERT INTO sessions (user_id, kind, device, address) VALUES ($userId!, $kind!, $device, $address) RETURNING id`;
const touchSession = sql<ITouchSessionQuery>`UPDATE sessions SET last_seen_at = now() WHERE id = $id! AND revoked_at IS NULL`;
/** Live sign-ins: not revoked, and holding a refresh token that has not expired (a session idle past it is over). */
const liveSessionsOf = sql<ILiveSessionsOfQuery>`
  SELECT s.id, s.device, s.address, s.created_at, s.last_seen_at FROM sessions s
   WHERE s.user_id = $userId! AND s.kind = 'login' AND s.revoked_at IS NULL
     AND EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = s.id AND r.revoked_at IS NULL AND r.expires_at > now())
   ORDER BY s.last_seen_at DESC`;
const sessionsOfUser = sql<ISessionsOfUserQuery>`SELECT id FROM sessions WHERE user_id = $userId! AND revoked_at IS NULL AND id <> $keep!`;
const liveUserOf = sql<ILiveUserOfQuery>`SELECT user_id FROM sessions WHERE id = $id! AND revoked_at IS NULL`;
const revokeSession = sql<IRevokeSessionQuery>`
  UPDATE sessions SET revoked_at = now() WHERE id = $id! AND user_id = $userId! AND revoked_at IS NULL RETURNING id`;
const revokeAllOfUser = sql<IRevokeAllOfUserQuery>`UPDATE sessions SET revoked_at = now() WHERE user_id = $userId! AND revoked_at IS NULL RETURNING id`;

/** SQL of the sessions table. */
@Injectable()
export class SessionsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async create(userId: string, kind: SessionKind, origin?: ClientOrigin): Promise<string> {
    return (await oneRow(createSession, { userId, kind, device: origin?.device ?? null, address: origin?.address ?? null }, this.ds)).id;
  }

  /** The session was seen now (a sign-in, a token refresh). */
  async touch(id: string): Promise<void> {
    await execute(touchSession, { id }, this.ds);
  }

  liveOf(userId: string) {
    return rows(liveSessionsOf, { userId }, this.ds);
  }

  /** The ids of the user's sessions not revoked, but one. */
  async othersOf(userId: string, keep: string): Promise<string[]> {
    return (await rows(sessionsOfUser, { userId, keep }, this.ds)).map((r) => r.id);
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
