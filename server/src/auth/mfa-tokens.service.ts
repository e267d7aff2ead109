import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHash, randomUUID } from 'node:crypto';
import { MFA_TOKEN_TTL_SECONDS } from '../contracts/account-security';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { RedisService } from '../redis/redis.service';
import type { ClientOrigin } from './client-device';
import { hmacKey } from './hmac-key';

/** The token between a sign-in's password and its code: whose, from where, and which (to spend it once). */
interface MfaTokenPayload {
  sub: string;
  typ: 'mfa';
  jti: string;
  /** A hash of the address and device it was given to: another client cannot finish the sign-in. */
  org: string;
}

const originHash = (origin: ClientOrigin): string =>
  createHash('sha256')
    .update(`${origin.address ?? ''}\n${origin.device ?? ''}`)
    .digest('base64url');

/**
 * `mfa_token`: signed, MFA_TOKEN_TTL_SECONDS long, bound to its user and its client's address and
 * device, and spent by the sign-in it finishes (a Redis key until it would have expired anyway).
 */
@Injectable()
export class MfaTokensService {
  /** jsonwebtoken takes a KeyObject where the types say string (see hmac-key.ts). */
  private readonly key: string;

  constructor(
    private readonly jwt: JwtService,
    private readonly redis: RedisService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.key = hmacKey(config.jwtSecret) as unknown as string;
  }

  issue(userId: string, origin: ClientOrigin): Promise<string> {
    const payload: MfaTokenPayload = { sub: userId, typ: 'mfa', jti: randomUUID(), org: originHash(origin) };
    return this.jwt.signAsync(payload, { expiresIn: MFA_TOKEN_TTL_SECONDS, secret: this.key });
  }

  /** The user and token id of a valid, unspent token given to this client; null otherwise. */
  async verify(token: string, origin: ClientOrigin): Promise<{ userId: string; tokenId: string } | null> {
    const payload = await this.jwt.verifyAsync<MfaTokenPayload>(token, { secret: this.key, algorithms: ['HS256'] }).catch(() => null);
    if (payload?.typ !== 'mfa' || typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || payload.org !== originHash(origin)) return null;
    if (await this.redis.client.exists(this.spentKey(payload.jti))) return null;
    return { userId: payload.sub, tokenId: payload.jti };
  }

  /** True for the first sign-in that spends it; false when another already did. */
  async spend(tokenId: string): Promise<boolean> {
    return (await this.redis.client.set(this.spentKey(tokenId), '1', 'EX', MFA_TOKEN_TTL_SECONDS, 'NX')) === 'OK';
  }

  private spentKey(tokenId: string): string {
    return this.redis.key(`mfa-spent:${tokenId}`);
  }
}
