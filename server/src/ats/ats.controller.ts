import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import type { ApiEnvelope } from '../contracts/api';
import { type AtsStatusDto, ATS_MESSAGES } from '../contracts/ats';
import { AtsSettingsRequest } from '../contracts/requests/ats.request';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ok } from '../common/envelope';
import { AtsService } from './ats.service';
import { MoneyRoute } from '../common/money-route';
import { Refuses } from '../openapi/refuses.decorator';

/** The plans' automated trader, for plan holders (403 for others). */
@Controller('ats')
@UseGuards(JwtAuthGuard)
export class AtsController {
  constructor(private readonly ats: AtsService) {}

  @Get()
  @Refuses('FORBIDDEN')
  async status(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<AtsStatusDto>> {
    return ok(await this.ats.status(user.id));
  }

  @Put()
  @Refuses('FORBIDDEN')
  @MoneyRoute()
  async save(@CurrentUser() user: AuthUser, @Body() dto: AtsSettingsRequest): Promise<ApiEnvelope<AtsStatusDto>> {
    return ok(await this.ats.save(user.id, dto), ATS_MESSAGES.saved);
  }
}
