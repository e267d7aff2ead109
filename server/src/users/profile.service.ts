import { Injectable } from '@nestjs/common';
import type { UserDto } from '../contracts/account';
import { badRequest, notFound, unauthorized } from '../common/domain-error';
import { AuthUser } from '../auth/current-user.decorator';
import { IssuedTokens, TokensService } from '../auth/tokens.service';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { ReadUpload, UploadsService } from '../uploads/uploads.service';
import type { ReceivedFile } from '../uploads/received-file';
import { ProfileCompletionFields } from '../contracts/requests/profile-completion.request';
import { hashPassword, verifyPassword } from './password';
import { ChangePasswordDto, UpdateProfileDto } from '../contracts/requests/profile.request';
import { UsersService } from './users.service';
import { ProfilePatch } from './users.types';

/** A signed-in user's own account: password, profile fields and avatar. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokensService,
    private readonly uploads: UploadsService,
    private readonly rateLimit: RateLimitService,
  ) {}

  /**
   * Every session ends at once (other devices sign in again, onboarding sessions die too); this device
   * gets the tokens of a new session. Wrong current passwords are limited per user.
   */
  async changePassword(user: AuthUser, dto: ChangePasswordDto): Promise<IssuedTokens> {
    await this.rateLimit.assertUnder('change-password-failure', { user: user.id });
    const current = await this.users.passwordHashOf(user.id);
    if (!current) throw unauthorized();
    if (!(await verifyPassword(current, dto.current))) {
      await this.rateLimit.hit('change-password-failure', { user: user.id });
      throw badRequest('Current is incorrect', { current: 'is incorrect' });
    }
    await this.users.setPasswordHash(user.id, await hashPassword(dto.password));
    await this.tokens.revokeAll(user.id);
    return this.tokens.issue(user.id, user.roles);
  }

  completeProfile(userId: string, fields: ProfileCompletionFields): Promise<UserDto> {
    return this.users.completeProfile(userId, fields);
  }

  async update(userId: string, dto: UpdateProfileDto, avatar?: ReceivedFile): Promise<UserDto> {
    const patch: ProfilePatch = {};
    for (const key of ['firstname', 'lastname', 'gender', 'address', 'city', 'state', 'country'] as const) {
      if (dto[key] !== undefined && dto[key] !== null) patch[key] = dto[key];
    }
    if (dto.date_of_birth) patch.dateOfBirth = dto.date_of_birth;
    if (dto.phone !== undefined) patch.phone = dto.phone || null;
    // An empty file part is what a form sends for "no file chosen".
    const stored = avatar?.size ? await this.uploads.store('avatar', avatar.buffer, 'avatar') : undefined;
    if (stored) patch.avatar = stored.path;
    try {
      const { user, previousAvatar } = await this.users.updateProfile(userId, patch);
      if (stored && previousAvatar && previousAvatar !== stored.path) await this.uploads.remove(previousAvatar);
      return await this.users.toDto(user);
    } catch (err) {
      if (stored) await this.uploads.remove(stored.path);
      throw err;
    }
  }

  /** A public avatar by its stored file name (validated by the caller). */
  async avatar(name: string): Promise<ReadUpload> {
    const file = await this.uploads.read(`avatars/${name}`);
    if (!file) throw notFound('Avatar not found');
    return file;
  }
}
