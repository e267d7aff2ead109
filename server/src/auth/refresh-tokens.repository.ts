import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { IsNull, Repository } from 'typeorm';
import { rows } from '../database/typed-query';
import { RefreshToken } from './refresh-token.entity';
import type { IReplaceRefreshTokenQuery } from './refresh-tokens.repository.sql-types';

export type NewRefreshToken = Pick<RefreshToken, 'userId' | 'familyId' | 'tokenHash' | 'expiresAt'>;

const replaceRefreshToken = sql<IReplaceRefreshTokenQuery>`
  WITH spent AS (UPDATE refresh_tokens SET revoked_at = $at! WHERE id = $id! AND revoked_at IS NULL RETURNING id)
  INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at)
  SELECT $userId!::uuid, $familyId!::uuid, $tokenHash!::text, $expiresAt!::timestamptz FROM spent RETURNING id`;

/** SQL of the refresh_tokens table; revoking only touches rows not revoked yet. */
@Injectable()
export class RefreshTokensRepository {
  constructor(@InjectRepository(RefreshToken) private readonly tokens: Repository<RefreshToken>) {}

  async insert(token: NewRefreshToken): Promise<void> {
    await this.tokens.insert(token);
  }

  findByHash(tokenHash: string): Promise<RefreshToken | null> {
    return this.tokens.findOneBy({ tokenHash });
  }

  /**
   * Spends the token and stores its successor in one statement, if the token is still live; false when
   * another request replaced it first (its UPDATE waits on the row lock, then finds the token spent).
   */
  async replace(id: string, successor: NewRefreshToken, at: Date): Promise<boolean> {
    const { userId, familyId, tokenHash, expiresAt } = successor;
    return (await rows(replaceRefreshToken, { id, at, userId, familyId, tokenHash, expiresAt }, this.tokens.manager)).length > 0;
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.tokens.update({ familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Scoped by user: a token presented by someone else revokes nothing. */
  async revokeOfUser(tokenHash: string, userId: string): Promise<void> {
    await this.tokens.update({ tokenHash, userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  async revokeAllOfUser(userId: string): Promise<void> {
    await this.tokens.update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
