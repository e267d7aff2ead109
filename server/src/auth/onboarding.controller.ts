import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { ApiEnvelope } from '../contracts/api';
import { ok } from '../common/envelope';
import { ProfileCompletionFields } from '../users/complete-profile.dto';
import { UsersService } from '../users/users.service';
import { TokensService } from './tokens.service';

export class CompleteProfileDto extends ProfileCompletionFields {
  /** Checked by TokensService.userOfSession, which words the refusal ("Session is required"). */
  @IsOptional()
  @IsString({ message: 'is invalid' })
  @MaxLength(2000, { message: 'is invalid' })
  session?: string;
}

/** The steps right after registration, authorised by the registration `session`. */
@Controller('auth')
export class OnboardingController {
  constructor(
    private readonly tokens: TokensService,
    private readonly users: UsersService,
  ) {}

  @Post('complete-profile')
  @HttpCode(200)
  async completeProfile(@Body() dto: CompleteProfileDto): Promise<ApiEnvelope<{ session: string }>> {
    const userId = await this.tokens.userOfSession(dto.session);
    const { session, ...fields } = dto;
    await this.users.completeProfile(userId, fields);
    return ok({ session: session! }, 'Profile Saved Successfully!');
  }
}
