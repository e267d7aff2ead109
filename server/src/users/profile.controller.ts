import { Body, Controller, Get, HttpCode, Inject, Param, Patch, Post, Res, StreamableFile, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { ApiEnvelope } from '../contracts/api';
import type { Tokens, UserDto } from '../contracts/account';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { setRefreshCookie } from '../auth/refresh-cookie';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { notFound } from '../common/domain-error';
import { ok } from '../common/envelope';
import { servedFile } from '../uploads/served-file';
import type { ReceivedFile } from '../uploads/received-file';
import { UploadInterceptor } from '../uploads/upload.interceptor';
import { ProfileCompletionFields } from '../contracts/requests/profile-completion.request';
import { ChangePasswordDto, UpdateProfileDto } from '../contracts/requests/profile.request';
import { ProfileService } from './profile.service';
import { Refuses } from '../openapi/refuses.decorator';

/** The name of a stored avatar: what UploadsService generates, nothing else. */
const AVATAR_NAME = /^[a-f0-9-]{36}\.(png|jpg|webp)$/;

@Controller('users')
export class ProfileController {
  constructor(
    private readonly profile: ProfileService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Ends every session of the user, this one included, and continues this device in a new session:
   * a new refresh cookie and `tokens.access` beside the reference's status and message.
   */
  @Patch('change-password')
  @Refuses('RATE_LIMITED')
  @UseGuards(JwtAuthGuard)
  async changePassword(
    @CurrentUser() user: AuthUser,
    @Body() dto: ChangePasswordDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<ApiEnvelope<null> & { tokens: Tokens }> {
    const tokens = await this.profile.changePassword(user, dto);
    setRefreshCookie(res, this.config.publicUrl, tokens.refresh.token, tokens.refresh.expires);
    return { ...ok(null, 'Password Changed Successfully.'), tokens: { access: tokens.access } };
  }

  @Post('update')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @UseInterceptors(UploadInterceptor('avatar', 'avatar'))
  async update(@CurrentUser() user: AuthUser, @Body() dto: UpdateProfileDto, @UploadedFile() avatar?: ReceivedFile): Promise<ApiEnvelope<UserDto>> {
    return ok(await this.profile.update(user.id, dto, avatar), 'Profile updated successfully!');
  }

  @Patch()
  @UseGuards(JwtAuthGuard)
  async complete(@CurrentUser() user: AuthUser, @Body() dto: ProfileCompletionFields): Promise<ApiEnvelope<UserDto>> {
    return ok(await this.profile.completeProfile(user.id, dto), 'Profile Saved Successfully!');
  }

  /** Public: an avatar's random name is its only key, and it is an image by content. */
  @Get('avatars/:name')
  async avatar(@Param('name') name: string, @Res({ passthrough: true }) res: FastifyReply): Promise<StreamableFile> {
    if (!AVATAR_NAME.test(name)) throw notFound('Avatar not found');
    const file = await this.profile.avatar(name);
    return servedFile(res, file, name, 'public, max-age=31536000, immutable');
  }
}
