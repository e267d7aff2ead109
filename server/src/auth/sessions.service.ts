import { Injectable } from '@nestjs/common';
import type { ClientOrigin } from './client-device';
import { SessionKind, SessionsRepository } from './sessions.repository';

/**
 * How long an answer of the session check is reused in this process. Bounds how late another API
 * instance sees a revocation; the instance that revokes forgets its answer at once.
 */
export const SESSION_CHECK_CACHE_MS = 500;
const CACHE_MAX_ENTRIES = 50_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type RevokedListener = (sessionIds: string[]) => void;

/**
 * Sessions that can be ended: every access token, socket and onboarding `session` names one, and is
 * refused once it is revoked (logout, password change or reset) or its user no longer exists.
 */
@Injectable()
export class SessionsService {
  private readonly checked = new Map<string, { userId: string | null; at: number }>();
  private readonly listeners: RevokedListener[] = [];

  constructor(private readonly sessions: SessionsRepository) {}

  start(userId: string, kind: SessionKind, origin?: ClientOrigin): Promise<string> {
    return this.sessions.create(userId, kind, origin);
  }

  /** The session was seen now: a sign-in or a token refresh (what "last seen" shows). */
  touch(sessionId: string): Promise<void> {
    return this.sessions.touch(sessionId);
  }

  /** The user's live sign-ins, the most recently seen first. */
  liveOf(userId: string) {
    return this.sessions.liveOf(userId);
  }

  /** The ids of the user's sessions not ended, but `keep`. */
  othersOf(userId: string, keep: string): Promise<string[]> {
    return this.sessions.othersOf(userId, keep);
  }

  /** Whether the session is live and the user's: one primary-key lookup, its answer kept SESSION_CHECK_CACHE_MS. */
  async isLive(sessionId: unknown, userId: string): Promise<boolean> {
    if (typeof sessionId !== 'string' || !UUID.test(sessionId)) return false;
    const now = Date.now();
    const hit = this.checked.get(sessionId);
    if (hit && now - hit.at < SESSION_CHECK_CACHE_MS) return hit.userId === userId;
    const owner = await this.sessions.liveUserOf(sessionId);
    if (this.checked.size >= CACHE_MAX_ENTRIES) this.checked.clear();
    this.checked.set(sessionId, { userId: owner, at: now });
    return owner === userId;
  }

  async revoke(sessionId: string, userId: string): Promise<void> {
    if (!UUID.test(sessionId)) return;
    if (await this.sessions.revoke(sessionId, userId)) this.ended([sessionId]);
  }

  /** Ends every session of the user. */
  async revokeAllOfUser(userId: string): Promise<void> {
    this.ended(await this.sessions.revokeAllOfUser(userId));
  }

  /** Called with the ids of sessions just revoked (the socket gateway disconnects their sockets). */
  onRevoked(listener: RevokedListener): void {
    this.listeners.push(listener);
  }

  private ended(ids: string[]): void {
    if (!ids.length) return;
    for (const id of ids) this.checked.delete(id);
    for (const listener of this.listeners) listener(ids);
  }
}
