import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Role, Tokens } from '../contracts/account';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { badRequest, unauthorized } from '../common/domain-error';
import { hmacKey } from './hmac-key';
import { LiveRefreshToken, RefreshTokenChain } from './refresh-token-chain';
import { RefreshTokensRepository } from './refresh-tokens.repository';
import type { ClientOrigin } from './client-device';
import { SessionsService } from './sessions.service';

export const ONBOARDING_SESSION_TTL_SECONDS = 24 * 3600;

export interface AccessTokenPayload {
  sub: string;
  /** The session (sessions.id, also the refresh-token family) the token belongs to. */
  sid: string;
  roles: Role[];
  typ: 'access';
  /** Expiry, epoch seconds (set by the signer). */
  exp?: number;
}

export interface SessionTokenPayload {
  sub: string;
  sid: string;
  typ: 'onboarding';
}

/** What a login or a refresh hands out: the access token for the body, the refresh token for the cookie. */
export interface IssuedTokens {
  access: Tokens['access'];
  refresh: { token: string; expires: Date };
}

const SESSION_EXPIRED = 'Session expired, please sign in again';

/**
 * Short-lived signed access tokens naming their session; opaque refresh tokens stored hashed, rotated
 * within the session; sessions revocable at once (see SessionsService).
 */
@Injectable()
export class TokensService {
  /** jsonwebtoken takes a KeyObject where the types say string (see hmac-key.ts). */
  private readonly key: string;
  private readonly accessTtlSeconds: number;

  constructor(
    private readonly jwt: JwtService,
    private readonly refreshTokens: RefreshTokensRepository,
    private readonly refreshChain: RefreshTokenChain,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.key = hmacKey(config.jwtSecret) as unknown as string;
    this.accessTtlSeconds = config.accessTokenTtlSeconds;
  }

  /** Tokens of a new session. */
  async issue(userId: string, roles: Role[], origin?: ClientOrigin): Promise<IssuedTokens> {
    const sid = await this.sessions.start(userId, 'login', origin);
    return this.handOut(await this.refreshChain.start(userId, sid), roles);
  }

  /**
   * Replaces a refresh token by its successor; within the reuse grace, a replaced one answers its
   * session's current token (see RefreshTokenChain). A reuse after the grace ends the whole session (the
   * token was stolen).
   */
  async rotate(refreshToken: string, rolesOf: (userId: string) => Promise<Role[] | null>): Promise<IssuedTokens> {
    const outcome = await this.refreshChain.advance(refreshToken);
    if ('reused' in outcome) await this.endSession(outcome.reused.familyId, outcome.reused.userId);
    if (!('current' in outcome)) throw unauthorized(SESSION_EXPIRED);
    const { userId, familyId } = outcome.current;
    const roles = await rolesOf(userId);
    if (!roles || !(await this.sessions.isLive(familyId, userId))) throw unauthorized(SESSION_EXPIRED);
    await this.sessions.touch(familyId);
    return this.handOut(outcome.current, roles);
  }

  /** Ends one session: its access tokens, refresh tokens and sockets. */
  async endSession(sessionId: string, userId: string): Promise<void> {
    await this.refreshTokens.revokeFamily(sessionId);
    await this.sessions.revoke(sessionId, userId);
  }

  /** The session a refresh token belongs to (spent or not: its holder may still end it). */
  async sessionOfRefreshToken(refreshToken: string): Promise<{ sessionId: string; userId: string } | null> {
    const family = await this.refreshChain.familyOf(refreshToken);
    return family ? { sessionId: family.familyId, userId: family.userId } : null;
  }

  /** Ends every session of the user: access and refresh tokens, onboarding sessions, sockets. */
  async revokeAll(userId: string): Promise<void> {
    await this.refreshTokens.revokeAllOfUser(userId);
    await this.sessions.revokeAllOfUser(userId);
  }

  /** The `session` a new user carries through profile completion and ID upload. */
  async signSession(userId: string): Promise<string> {
    const sid = await this.sessions.start(userId, 'onboarding');
    const payload: SessionTokenPayload = { sub: userId, sid, typ: 'onboarding' };
    return this.jwt.signAsync(payload, { expiresIn: ONBOARDING_SESSION_TTL_SECONDS, secret: this.key });
  }

  /**
   * The user a registration `session` belongs to. Refuses a missing one ("Session is required"), an
   * invalid or expired one, and one ended by a password change or reset.
   */
  async userOfSession(session: unknown): Promise<string> {
    if (typeof session !== 'string' || !session) throw badRequest('Session is required', { session: 'Session is required' });
    const payload = await this.verify<SessionTokenPayload>(session);
    if (payload?.typ === 'onboarding' && (await this.sessions.isLive(payload.sid, payload.sub))) return payload.sub;
    throw unauthorized('Your registration session is invalid or has expired, please sign in');
  }

  /** A valid access token of a live session (HTTP requests and sockets); null otherwise. */
  async verifyAccess(token: string): Promise<AccessTokenPayload | null> {
    const payload = await this.verify<AccessTokenPayload>(token);
    return payload ? this.liveAccess(payload) : null;
  }

  /** The payload when it is an access token whose session is live and whose user exists. */
  async liveAccess(payload: AccessTokenPayload): Promise<AccessTokenPayload | null> {
    if (payload?.typ !== 'access' || typeof payload.sub !== 'string') return null;
    return (await this.sessions.isLive(payload.sid, payload.sub)) ? payload : null;
  }

  /** A new access token of the refresh token's session, with the refresh token for the cookie. */
  private async handOut(refresh: LiveRefreshToken, roles: Role[]): Promise<IssuedTokens> {
    const now = Date.now();
    const payload: AccessTokenPayload = { sub: refresh.userId, sid: refresh.familyId, roles, typ: 'access' };
    const access = await this.jwt.signAsync(payload, { expiresIn: this.accessTtlSeconds, secret: this.key });
    return {
      access: { token: access, expires: new Date(now + this.accessTtlSeconds * 1000).toISOString() },
      refresh: { token: refresh.token, expires: refresh.expires },
    };
  }

  private async verify<T extends object>(token: string): Promise<T | null> {
    try {
      return await this.jwt.verifyAsync<T>(token, { secret: this.key, algorithms: ['HS256'] });
    } catch {
      return null;
    }
  }
}
