import { Body, Controller, Get, HttpCode, Ip, Post, Query } from '@nestjs/common';
import type { ApiEnvelope } from '../contracts/api';
import { ok } from '../common/envelope';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { ResetDetailsQueryDto, ResetPasswordDto, ResetRequestQueryDto } from '../contracts/requests/auth.request';
import { PasswordResetService } from './password-reset.service';
import { Refuses } from '../openapi/refuses.decorator';

export const RESET_REQUESTED = 'If an account exists for this email, a password reset link has been sent to it';

@Controller('auth/reset-password')
export class PasswordResetController {
  constructor(
    private readonly reset: PasswordResetService,
    private readonly rateLimit: RateLimitService,
  ) {}

  @Get()
  @Refuses('RATE_LIMITED')
  async request(@Query() q: ResetRequestQueryDto, @Ip() ip: string): Promise<ApiEnvelope<null>> {
    await this.rateLimit.hit('reset-password', { ip, email: q.email });
    await this.reset.request(q.email);
    return ok(null, RESET_REQUESTED);
  }

  @Get('details')
  @Refuses('INVALID_LINK')
  async details(@Query() q: ResetDetailsQueryDto): Promise<ApiEnvelope<{ email: string }>> {
    return ok({ email: await this.reset.emailOf(q.hash) });
  }

  @Post()
  @Refuses('INVALID_LINK', 'RATE_LIMITED')
  @HttpCode(200)
  async confirm(@Body() dto: ResetPasswordDto, @Ip() ip: string): Promise<ApiEnvelope<null>> {
    await this.rateLimit.hit('reset-password', { ip });
    await this.reset.reset(dto.hash, dto.password);
    return ok(null, 'Your password has been reset. Please sign in with your new password.');
  }
}
