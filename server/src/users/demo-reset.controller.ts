import { Controller, Headers, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import type { ApiEnvelope, VersionedBalances } from '../contracts/api';
import { DEMO_RESET_MESSAGES } from '../contracts/demo-reset';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ok } from '../common/envelope';
import { MoneyRoute } from '../common/money-route';
import { DemoResetService } from './demo-reset.service';
import { Refuses } from '../openapi/refuses.decorator';

@Controller('users')
export class DemoResetController {
  constructor(private readonly demo: DemoResetService) {}

  /** The demo balance back to 10,000.00; 409 while demo trades are open. Takes an Idempotency-Key. */
  @Post('demo-reset')
  @Refuses('CONFLICT')
  @MoneyRoute()
  @HttpCode(HttpStatus.OK)
  @UseGuards(JwtAuthGuard)
  async reset(@CurrentUser() user: AuthUser, @Headers('idempotency-key') key?: string): Promise<ApiEnvelope<VersionedBalances>> {
    return ok(await this.demo.reset(user.id, key), DEMO_RESET_MESSAGES.done);
  }
}
