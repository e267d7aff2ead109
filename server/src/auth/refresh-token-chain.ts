import { Inject, Injectable } from '@nestjs/common';
import { createHash, createHmac, KeyObject, randomBytes } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { hmacKey } from './hmac-key';
import { RefreshTokensRepository } from './refresh-tokens.repository';

export const REFRESH_TOKEN_TTL_SECONDS = 30 * 86400;

/** How long a replaced refresh token still answers its session: tabs refreshing at once all stay signed in. */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/** Replacements followed from a token presented in its grace; a real chain in 30 s is a few links long. */
const MAX_SUCCESSOR_HOPS = 10;

/** A refresh token its holder may use, and the session (family) it continues. */
export interface LiveRefreshToken {
  token: string;
  expires: Date;
  userId: string;
  familyId: string;
}

/** Where a presented refresh token leads: the family's current token, a reuse that ends the family, or nothing. */
export type RefreshOutcome = { current: LiveRefreshToken } | { reused: { userId: string; familyId: string } } | { refused: true };

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * The refresh tokens of a session form one chain: each is replaced by exactly one successor, derived from
 * it with the server's key, so every request presenting the same token learns the same successor.
 *
 * Why one successor and not a new sibling per concurrent request: the family stays a single line, so two
 * holders of one token (two tabs, or a thief and its owner) keep holding the same current token, and the
 * first of them to present a token replaced more than the grace ago ends the family. Siblings would give
 * each holder a branch of its own that never collides with the others, and reuse would go unseen.
 */
@Injectable()
export class RefreshTokenChain {
  private readonly key: KeyObject;

  constructor(
    private readonly tokens: RefreshTokensRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.key = hmacKey(config.jwtSecret);
  }

  /** The first token of a new session. */
  async start(userId: string, familyId: string): Promise<LiveRefreshToken> {
    const token = randomBytes(32).toString('base64url');
    const expires = this.expiryFromNow();
    await this.tokens.insert({ userId, familyId, tokenHash: sha256(token), expiresAt: expires });
    return { token, expires, userId, familyId };
  }

  /**
   * Replaces a live token by its successor (exactly once, however many requests race); a token replaced
   * within REFRESH_REUSE_GRACE_MS leads to its family's current token; one replaced earlier, or revoked, is
   * a reuse.
   */
  async advance(presented: string): Promise<RefreshOutcome> {
    const row = await this.tokens.findByHash(sha256(presented));
    if (!row || row.expiresAt.getTime() < Date.now()) return { refused: true };
    if (!row.revokedAt) {
      const successor = { token: this.successorOf(presented), expires: this.expiryFromNow(), userId: row.userId, familyId: row.familyId };
      const newRow = { userId: row.userId, familyId: row.familyId, tokenHash: sha256(successor.token), expiresAt: successor.expires };
      if (await this.tokens.replace(row.id, newRow, new Date())) return { current: successor };
    }
    // Spent before, or a moment ago by a concurrent request: read when. A token revoked by a sign-out has
    // no successor, so currentAfter finds none and it counts as a reuse, even within the grace.
    const spent = row.revokedAt ? row : await this.tokens.findByHash(sha256(presented));
    if (!spent?.revokedAt) return { refused: true };
    const reused = { reused: { userId: row.userId, familyId: row.familyId } };
    if (Date.now() - spent.revokedAt.getTime() > REFRESH_REUSE_GRACE_MS) return reused;
    return (await this.currentAfter(presented)) ?? reused;
  }

  /** The session a token belongs to, spent or not. */
  async familyOf(presented: string): Promise<{ userId: string; familyId: string } | null> {
    const row = await this.tokens.findByHash(sha256(presented));
    return row && { userId: row.userId, familyId: row.familyId };
  }

  /** The live token at the end of the chain after `token`; null when the chain ends in a revoked token (the family was ended). */
  private async currentAfter(token: string): Promise<{ current: LiveRefreshToken } | null> {
    for (let hop = 0; hop < MAX_SUCCESSOR_HOPS; hop++) {
      token = this.successorOf(token);
      const row = await this.tokens.findByHash(sha256(token));
      if (!row || row.expiresAt.getTime() < Date.now()) return null;
      if (!row.revokedAt) return { current: { token, expires: row.expiresAt, userId: row.userId, familyId: row.familyId } };
    }
    return null;
  }

  private successorOf(token: string): string {
    return createHmac('sha256', this.key).update(`refresh-successor:${token}`).digest('base64url');
  }

  private expiryFromNow(): Date {
    return new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000);
  }
}
