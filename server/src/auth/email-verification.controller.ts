import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { ApiEnvelope } from '../contracts/api';
import { ok } from '../common/envelope';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { VerifyEmailDto } from '../contracts/requests/auth.request';
import { AuthUser, CurrentUser } from './current-user.decorator';
import { EmailVerificationService } from './email-verification.service';
import { JwtAuthGuard } from './jwt-auth.guard';
import { Refuses } from '../openapi/refuses.decorator';

export const EMAIL_CONFIRMED = 'Your email has been confirmed. Thank you!';
export const EMAIL_ALREADY_CONFIRMED = 'Your email address is already confirmed. There is nothing more to do.';

@Controller('auth/verify-email')
export class EmailVerificationController {
  constructor(
    private readonly verification: EmailVerificationService,
    private readonly rateLimit: RateLimitService,
  ) {}

  @Post()
  @Refuses('INVALID_LINK')
  @HttpCode(200)
  async verify(@Body() dto: VerifyEmailDto): Promise<ApiEnvelope<null>> {
    const outcome = await this.verification.verify(dto.hash);
    return ok(null, outcome === 'already' ? EMAIL_ALREADY_CONFIRMED : EMAIL_CONFIRMED);
  }

  @Get()
  @Refuses('CONFLICT', 'RATE_LIMITED')
  @UseGuards(JwtAuthGuard)
  async resend(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<null>> {
    await this.rateLimit.hit('verify-email-resend', { user: user.id });
    await this.verification.resend(user.id);
    return ok(null, 'A new confirmation link has been sent to your email');
  }
}
