import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { RefreshToken } from './refresh-token.entity';

export type NewRefreshToken = Pick<RefreshToken, 'userId' | 'familyId' | 'tokenHash' | 'expiresAt'>;

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

  /** Revokes the token if it is still live; false when another caller revoked it first. */
  async spend(id: string): Promise<boolean> {
    const res = await this.tokens.update({ id, revokedAt: IsNull() }, { revokedAt: new Date() });
    return !!res.affected;
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
