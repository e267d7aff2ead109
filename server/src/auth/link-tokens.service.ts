import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { DomainError } from '../common/domain-error';
import { LinkPurpose, LinkTokensRepository } from './link-tokens.repository';

export const LINK_TTL_SECONDS: Record<LinkPurpose, number> = { verify_email: 24 * 3600, reset_password: 3600 };

export const INVALID_LINK = 'This link is invalid or has expired';

/** The one refusal of a mailed link that is unknown, used or expired. */
export const invalidLink = () => new DomainError('INVALID_LINK', INVALID_LINK);

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Tokens of mailed links: random, stored hashed, single-use, expiring; a new one voids the older ones. */
@Injectable()
export class LinkTokensService {
  constructor(private readonly tokens: LinkTokensRepository) {}

  async issue(userId: string, purpose: LinkPurpose): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.tokens.replace(userId, purpose, sha256(token), LINK_TTL_SECONDS[purpose]);
    return token;
  }

  /** The user of a valid, unused, unexpired token, without spending it. */
  peek(token: string, purpose: LinkPurpose): Promise<string | null> {
    return this.tokens.userOfValid(sha256(token), purpose);
  }

  /** Spends the token and returns its user; null when it is unknown, used or expired. Race-safe. */
  consume(token: string, purpose: LinkPurpose): Promise<string | null> {
    return this.tokens.spend(sha256(token), purpose);
  }

  /** The user a token was issued to, whatever its state (used, replaced, expired); null for a token never issued. */
  ownerOf(token: string, purpose: LinkPurpose): Promise<string | null> {
    return this.tokens.ownerOf(sha256(token), purpose);
  }
}
