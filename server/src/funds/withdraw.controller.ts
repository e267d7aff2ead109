import { Body, Controller, Get, Headers, Param, Post, UseGuards } from '@nestjs/common';
import type { ApiEnvelope } from '../contracts/api';
import type { WithdrawalDto } from '../contracts/funds';
import { BankWithdrawalDto, WalletWithdrawalDto } from '../contracts/requests/withdraw.request';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ok } from '../common/envelope';
import { WithdrawalsService } from './withdrawals.service';
import { MoneyRoute } from '../common/money-route';

@Controller('withdraw')
@UseGuards(JwtAuthGuard)
export class WithdrawController {
  constructor(private readonly withdrawals: WithdrawalsService) {}

  @Post()
  @MoneyRoute()
  async wallet(@CurrentUser() user: AuthUser, @Body() dto: WalletWithdrawalDto, @Headers('idempotency-key') key?: string): Promise<ApiEnvelope<WithdrawalDto>> {
    const { withdrawal, message } = await this.withdrawals.toWallet(user.id, dto, key);
    return ok(withdrawal, message);
  }

  @Post('bank')
  @MoneyRoute()
  async bank(@CurrentUser() user: AuthUser, @Body() dto: BankWithdrawalDto, @Headers('idempotency-key') key?: string): Promise<ApiEnvelope<WithdrawalDto>> {
    const { withdrawal, message } = await this.withdrawals.toBank(user.id, dto, key);
    return ok(withdrawal, message);
  }

  @Get()
  async list(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<WithdrawalDto[]>> {
    return ok(await this.withdrawals.list(user.id));
  }

  @Post(':id/cancel')
  @MoneyRoute()
  async cancel(@CurrentUser() user: AuthUser, @Param('id') id: string, @Headers('idempotency-key') key?: string): Promise<ApiEnvelope<WithdrawalDto>> {
    const { withdrawal, message } = await this.withdrawals.cancel(user.id, id, key);
    return ok(withdrawal, message);
  }
}
