import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import type { ApiEnvelope } from '../contracts/api';
import { type PlanRequestAnswer, PLAN_MESSAGES, PLANS, type Plan } from '../contracts/plans';
import type { UserDto } from '../contracts/account';
import { PlanChoiceDto } from '../contracts/requests/plan.request';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ok } from '../common/envelope';
import { PlansService } from './plans.service';
import { MoneyRoute } from '../common/money-route';
import { Refuses } from '../openapi/refuses.decorator';

/** The plans ladder (public) and the client's plan purchase and upgrade request. */
@Controller()
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  @Get('plans')
  catalogue(): ApiEnvelope<readonly Plan[]> {
    return ok(PLANS);
  }

  @Post('users/set-plan')
  @Refuses('INSUFFICIENT_FUNDS', 'EXCLUDED', 'CONFLICT')
  @MoneyRoute()
  @HttpCode(HttpStatus.OK)
  @UseGuards(JwtAuthGuard)
  async setPlan(@CurrentUser() user: AuthUser, @Body() dto: PlanChoiceDto, @Headers('idempotency-key') key?: string): Promise<ApiEnvelope<UserDto>> {
    return ok(await this.plans.setPlan(user.id, dto.trading_plan, key), PLAN_MESSAGES.planSet);
  }

  @Post('users/request-plan-update')
  @Refuses('INSUFFICIENT_FUNDS', 'EXCLUDED', 'CONFLICT')
  @MoneyRoute()
  @UseGuards(JwtAuthGuard)
  async requestUpgrade(
    @CurrentUser() user: AuthUser,
    @Body() dto: PlanChoiceDto,
    @Headers('idempotency-key') key?: string,
  ): Promise<ApiEnvelope<PlanRequestAnswer>> {
    return ok(await this.plans.requestUpgrade(user.id, dto.trading_plan, key), PLAN_MESSAGES.upgradeRequested);
  }
}
