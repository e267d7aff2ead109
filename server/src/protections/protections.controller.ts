import { Body, Controller, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import type { ApiEnvelope } from '../contracts/api';
import type { AccountLimitsDto, RealityCheckDto } from '../contracts/protections';
import { SelfExclusionDto, TimeOutDto, UpdateLimitsDto } from '../contracts/requests/limits.request';
import { ok } from '../common/envelope';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ProtectionsService } from './protections.service';

/** The client's own limits, time-out, self-exclusion and reality check (DESIGN "Client protections"). */
@Controller('account')
@UseGuards(JwtAuthGuard)
export class ProtectionsController {
  constructor(private readonly protections: ProtectionsService) {}

  @Get('limits')
  async limits(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<AccountLimitsDto>> {
    return ok(await this.protections.limits(user.id));
  }

  @Put('limits')
  async update(@CurrentUser() user: AuthUser, @Body() dto: UpdateLimitsDto): Promise<ApiEnvelope<AccountLimitsDto>> {
    return ok(await this.protections.update(user.id, dto), 'Limits saved');
  }

  @Post('time-out')
  @HttpCode(200)
  async timeOut(@CurrentUser() user: AuthUser, @Body() dto: TimeOutDto): Promise<ApiEnvelope<AccountLimitsDto>> {
    return ok(await this.protections.exclude(user.id, 'time_out', { days: dto.days }), 'Your time-out has started');
  }

  @Post('self-exclusion')
  @HttpCode(200)
  async selfExclusion(@CurrentUser() user: AuthUser, @Body() dto: SelfExclusionDto): Promise<ApiEnvelope<AccountLimitsDto>> {
    return ok(await this.protections.exclude(user.id, 'self_exclusion', { months: dto.months }), 'Your self-exclusion has started');
  }

  @Get('reality-check')
  async realityCheck(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<RealityCheckDto>> {
    return ok(await this.protections.realityCheck(user.id, user.sessionId));
  }

  @Post('reality-check/ack')
  @HttpCode(200)
  async acknowledge(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<RealityCheckDto>> {
    return ok(await this.protections.acknowledgeRealityCheck(user.id, user.sessionId));
  }
}
