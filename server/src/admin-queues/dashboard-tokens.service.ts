import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { SessionsService } from '../auth/sessions.service';
import { UsersService } from '../users/users.service';

/** How long one opening of the queues dashboard lasts; the back office's link opens it again. */
export const DASHBOARD_TOKEN_TTL_SECONDS = 15 * 60;

export interface DashboardTokenPayload {
  sub: string;
  /** The admin's session: the dashboard closes when it ends (logout, password change, role change). */
  sid: string;
  /** Not an access token: it opens the dashboard and nothing else, and no access token opens the dashboard. */
  typ: 'queues-dashboard';
  exp?: number;
}

export type DashboardRefusal = { status: 401 | 403; message: string };

const REOPEN = 'Your queues dashboard session has ended: open it again from the back office';

/** The signed, short-lived token of the queues dashboard's cookie: which admin, which session. */
@Injectable()
export class DashboardTokensService {
  /** Its JwtService signs with the deployment's JWT secret (AdminQueuesModule). */
  constructor(
    private readonly jwt: JwtService,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
  ) {}

  async sign(userId: string, sessionId: string): Promise<{ token: string; maxAgeMs: number }> {
    const payload: DashboardTokenPayload = { sub: userId, sid: sessionId, typ: 'queues-dashboard' };
    return { token: await this.jwt.signAsync(payload), maxAgeMs: DASHBOARD_TOKEN_TTL_SECONDS * 1000 };
  }

  /** Null when the token is signed by us, unexpired, of a live session, and its user is still an admin; why not otherwise. */
  async refusal(token: unknown): Promise<DashboardRefusal | null> {
    if (typeof token !== 'string' || !token) return { status: 401, message: 'Open the queues dashboard from the back office' };
    const payload = await this.jwt.verifyAsync<DashboardTokenPayload>(token).catch(() => null);
    if (payload?.typ !== 'queues-dashboard' || typeof payload.sub !== 'string') return { status: 401, message: REOPEN };
    if (!(await this.sessions.isLive(payload.sid, payload.sub))) return { status: 401, message: REOPEN };
    const user = await this.users.findById(payload.sub);
    if (!user?.roles.includes('admin')) return { status: 403, message: 'The queues dashboard is for admins only' };
    return null;
  }
}
