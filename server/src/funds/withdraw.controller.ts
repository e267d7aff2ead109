import { Body, Controller, Get, Headers, Param, Post, UseGuards } from '@nestjs/common';
import type { ApiEnvelope } from '../contracts/api';
import type { WithdrawalDto } from '../contracts/funds';
import { BankWithdrawalDto, WalletWithdrawalDto } from '../contracts/requests/withdraw.request';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ok } from '../common/envelope';
import { answered } from './funds-answer';
import { WithdrawalsService } from './withdrawals.service';
import { MoneyRoute } from '../common/money-route';
import { Refuses } from '../openapi/refuses.decorator';

@Controller('withdraw')
@UseGuards(JwtAuthGuard)
export class WithdrawController {
  constructor(private readonly withdrawals: WithdrawalsService) {}

  @Post()
  @Refuses('FORBIDDEN', 'TWO_FACTOR_CODE_REQUIRED', 'TWO_FACTOR_CODE_INVALID', 'RATE_LIMITED')
  @MoneyRoute()
  wallet(@CurrentUser() user: AuthUser, @Body() dto: WalletWithdrawalDto, @Headers('idempotency-key') key?: string): Promise<ApiEnvelope<WithdrawalDto>> {
    return answered('withdrawal', this.withdrawals.toWallet(user.id, dto, key));
  }

  @Post('bank')
  @Refuses('FORBIDDEN', 'TWO_FACTOR_CODE_REQUIRED', 'TWO_FACTOR_CODE_INVALID', 'RATE_LIMITED')
  @MoneyRoute()
  bank(@CurrentUser() user: AuthUser, @Body() dto: BankWithdrawalDto, @Headers('idempotency-key') key?: string): Promise<ApiEnvelope<WithdrawalDto>> {
    return answered('withdrawal', this.withdrawals.toBank(user.id, dto, key));
  }

  @Get()
  async list(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<WithdrawalDto[]>> {
    return ok(await this.withdrawals.list(user.id));
  }

  @Post(':id/cancel')
  @Refuses('CONFLICT')
  @MoneyRoute()
  cancel(@CurrentUser() user: AuthUser, @Param('id') id: string, @Headers('idempotency-key') key?: string): Promise<ApiEnvelope<WithdrawalDto>> {
    return answered('withdrawal', this.withdrawals.cancel(user.id, id, key));
  }
}
