import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { ApiEnvelope } from '../contracts/api';
import { CompleteProfileDto } from '../contracts/requests/profile-completion.request';
import { ok } from '../common/envelope';
import { UsersService } from '../users/users.service';
import { TokensService } from './tokens.service';
import { Refuses } from '../openapi/refuses.decorator';

/** The steps right after registration, authorised by the registration `session`. */
@Controller('auth')
export class OnboardingController {
  constructor(
    private readonly tokens: TokensService,
    private readonly users: UsersService,
  ) {}

  @Post('complete-profile')
  @Refuses('UNAUTHORIZED')
  @HttpCode(200)
  async completeProfile(@Body() dto: CompleteProfileDto): Promise<ApiEnvelope<{ session: string }>> {
    const userId = await this.tokens.userOfSession(dto.session);
    const { session, ...fields } = dto;
    await this.users.completeProfile(userId, fields);
    // userOfSession refused a missing session above: the one it accepted is answered back.
    return ok({ session: session ?? '' }, 'Profile Saved Successfully!');
  }
}
