import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Role, Tokens } from '../contracts/api';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { badRequest, unauthorized } from '../common/domain-error';
import { hmacKey } from './hmac-key';
import { RefreshTokensRepository } from './refresh-tokens.repository';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 86400;
export const ONBOARDING_SESSION_TTL_SECONDS = 24 * 3600;

export interface AccessTokenPayload {
  sub: string;
  roles: Role[];
  typ: 'access';
}

export interface SessionTokenPayload {
  sub: string;
  typ: 'onboarding';
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Short-lived signed access tokens; opaque refresh tokens stored hashed, rotated and revocable. */
@Injectable()
export class TokensService {
  constructor(
    private readonly jwt: JwtService,
    private readonly refreshTokens: RefreshTokensRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.key = hmacKey(config.jwtSecret) as unknown as string;
  }

  /** jsonwebtoken takes a KeyObject where the types say string (see hmac-key.ts). */
  private readonly key: string;

  async issue(userId: string, roles: Role[], familyId: string = randomUUID()): Promise<Tokens> {
    const now = Date.now();
    const payload: AccessTokenPayload = { sub: userId, roles, typ: 'access' };
    const access = await this.jwt.signAsync(payload, { expiresIn: ACCESS_TOKEN_TTL_SECONDS, secret: this.key });
    const refresh = randomBytes(32).toString('base64url');
    const refreshExpires = new Date(now + REFRESH_TOKEN_TTL_SECONDS * 1000);
    await this.refreshTokens.insert({ userId, familyId, tokenHash: sha256(refresh), expiresAt: refreshExpires });
    return {
      access: { token: access, expires: new Date(now + ACCESS_TOKEN_TTL_SECONDS * 1000).toISOString() },
      refresh: { token: refresh, expires: refreshExpires.toISOString() },
    };
  }

  /** Spends a refresh token; a token spent twice revokes its whole family (it was stolen). */
  async rotate(refreshToken: string, rolesOf: (userId: string) => Promise<Role[] | null>): Promise<Tokens> {
    const row = await this.refreshTokens.findByHash(sha256(refreshToken));
    if (!row || row.expiresAt.getTime() < Date.now()) throw unauthorized('Session expired, please sign in again');
    if (row.revokedAt) {
      await this.refreshTokens.revokeFamily(row.familyId);
      throw unauthorized('Session expired, please sign in again');
    }
    if (!(await this.refreshTokens.spend(row.id))) throw unauthorized('Session expired, please sign in again');
    const roles = await rolesOf(row.userId);
    if (!roles) throw unauthorized('Session expired, please sign in again');
    return this.issue(row.userId, roles, row.familyId);
  }

  async revoke(refreshToken: string, userId: string): Promise<void> {
    await this.refreshTokens.revokeOfUser(sha256(refreshToken), userId);
  }

  async revokeAll(userId: string): Promise<void> {
    await this.refreshTokens.revokeAllOfUser(userId);
  }

  /** The `session` a new user carries through profile completion and ID upload. */
  signSession(userId: string): Promise<string> {
    const payload: SessionTokenPayload = { sub: userId, typ: 'onboarding' };
    return this.jwt.signAsync(payload, { expiresIn: ONBOARDING_SESSION_TTL_SECONDS, secret: this.key });
  }

  /**
   * The user a registration `session` belongs to. Refuses a missing one ("Session is required")
   * and an invalid or expired one.
   */
  async userOfSession(session: unknown): Promise<string> {
    if (typeof session !== 'string' || !session) throw badRequest('Session is required', { session: 'Session is required' });
    try {
      const payload = await this.jwt.verifyAsync<SessionTokenPayload>(session, { secret: this.key, algorithms: ['HS256'] });
      if (payload.typ === 'onboarding') return payload.sub;
    } catch {
      // falls through to the refusal below
    }
    throw unauthorized('Your registration session is invalid or has expired, please sign in');
  }

  /** Verifies an access token (socket handshakes); null when invalid or expired. */
  async verifyAccess(token: string): Promise<AccessTokenPayload | null> {
    try {
      const payload = await this.jwt.verifyAsync<AccessTokenPayload>(token, { secret: this.key, algorithms: ['HS256'] });
      return payload.typ === 'access' ? payload : null;
    } catch {
      return null;
    }
  }
}
