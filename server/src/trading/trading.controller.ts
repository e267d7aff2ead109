import { Body, Controller, Get, Headers, Post, Query, UseGuards } from '@nestjs/common';
import type { ApiEnvelope } from '../contracts/api';
import type { SubmitTradeResponse, TradeDto, TradingOptions } from '../contracts/trading';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ok } from '../common/envelope';
import { ListTradesQueryDto, SubmitTradeDto } from '../contracts/requests/trade.request';
import { TradingService } from './trading.service';
import { MoneyRoute } from '../common/money-route';

@Controller('trading')
export class TradingController {
  constructor(private readonly trading: TradingService) {}

  @Get('options')
  options(): ApiEnvelope<TradingOptions> {
    return ok(this.trading.options());
  }

  @Post('submit')
  @MoneyRoute()
  @UseGuards(JwtAuthGuard)
  async submit(
    @CurrentUser() user: AuthUser,
    @Body() dto: SubmitTradeDto,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<ApiEnvelope<SubmitTradeResponse>> {
    return ok(await this.trading.submit(user.id, dto, idempotencyKey), 'Trade placed successfully');
  }

  @Get()
  @UseGuards(JwtAuthGuard)
  async list(@CurrentUser() user: AuthUser, @Query() q: ListTradesQueryDto): Promise<ApiEnvelope<TradeDto[]>> {
    return ok(await this.trading.list(user.id, q.mode));
  }
}
