import { Body, Controller, Get, HttpCode, Param, Patch, Post, Res, StreamableFile, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import type { Response } from 'express';
import type { ApiEnvelope, UserDto } from '../contracts/api';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { notFound } from '../common/domain-error';
import { ok } from '../common/envelope';
import { UploadInterceptor } from '../uploads/upload.interceptor';
import { ProfileCompletionFields } from '../contracts/requests/profile-completion.request';
import { ChangePasswordDto, UpdateProfileDto } from '../contracts/requests/profile.request';
import { ProfileService } from './profile.service';

/** The name of a stored avatar: what UploadsService generates, nothing else. */
const AVATAR_NAME = /^[a-f0-9-]{36}\.(png|jpg|webp)$/;

@Controller('users')
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @Patch('change-password')
  @UseGuards(JwtAuthGuard)
  async changePassword(@CurrentUser() user: AuthUser, @Body() dto: ChangePasswordDto): Promise<ApiEnvelope<null>> {
    await this.profile.changePassword(user.id, dto);
    return ok(null, 'Password Changed Successfully.');
  }

  @Post('update')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @UseInterceptors(UploadInterceptor('avatar', 'avatar'))
  async update(@CurrentUser() user: AuthUser, @Body() dto: UpdateProfileDto, @UploadedFile() avatar?: Express.Multer.File): Promise<ApiEnvelope<UserDto>> {
    return ok(await this.profile.update(user.id, dto, avatar), 'Profile updated successfully!');
  }

  @Patch()
  @UseGuards(JwtAuthGuard)
  async complete(@CurrentUser() user: AuthUser, @Body() dto: ProfileCompletionFields): Promise<ApiEnvelope<UserDto>> {
    return ok(await this.profile.completeProfile(user.id, dto), 'Profile Saved Successfully!');
  }

  /** Public: an avatar's random name is its only key, and it is an image by content. */
  @Get('avatars/:name')
  async avatar(@Param('name') name: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    if (!AVATAR_NAME.test(name)) throw notFound('Avatar not found');
    const file = await this.profile.avatar(name);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(file.buffer, { type: file.mimeType, length: file.buffer.length });
  }
}
