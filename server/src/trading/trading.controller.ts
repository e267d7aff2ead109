import { Body, Controller, Get, Headers, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { ApiEnvelope } from '../contracts/api';
import type { CloseQuote } from '../contracts/early-close';
import type { CloseTradeResponse, SubmitTradeResponse, TradeDto, TradingOptions } from '../contracts/trading';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ok } from '../common/envelope';
import { CloseTradeDto, ListTradesQueryDto, SubmitTradeDto } from '../contracts/requests/trade.request';
import { CLOSE_MESSAGES, EarlyCloseService } from './early-close.service';
import { TradingService } from './trading.service';
import { MoneyRoute } from '../common/money-route';
import type { ReceiptBundle } from '../contracts/provable/statements';
import { TradeReceiptsService } from './receipts/trade-receipts.service';
import { TwoFactorService } from '../auth/two-factor.service';
import { Refuses } from '../openapi/refuses.decorator';

@Controller('trading')
export class TradingController {
  constructor(
    private readonly trading: TradingService,
    private readonly early: EarlyCloseService,
    private readonly receipts: TradeReceiptsService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  @Get('options')
  options(): ApiEnvelope<TradingOptions> {
    return ok(this.trading.options());
  }

  @Post('submit')
  @Refuses('INSUFFICIENT_FUNDS', 'LIMIT_REACHED', 'EXCLUDED', 'REALITY_CHECK_DUE', 'PRICE_UNAVAILABLE')
  @MoneyRoute()
  @UseGuards(JwtAuthGuard)
  async submit(
    @CurrentUser() user: AuthUser,
    @Body() dto: SubmitTradeDto,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<ApiEnvelope<SubmitTradeResponse>> {
    return ok(await this.trading.submit(user.id, dto, idempotencyKey, user.sessionId), 'Trade placed successfully');
  }

  /** What closing this open trade now returns, valid for a second (DESIGN "Early close"). */
  @Get('trades/:id/quote')
  @Refuses('TRADE_NOT_OPEN', 'CLOSE_TOO_LATE', 'PRICE_UNAVAILABLE')
  @UseGuards(JwtAuthGuard)
  async quote(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<ApiEnvelope<CloseQuote>> {
    return ok(await this.early.quote(user.id, id));
  }

  /** A final trade's receipt and its proofs (DESIGN "Provable settlement"): its owner's, or any for staff. */
  @Get('trades/:id/receipt')
  @Refuses('TRADE_NOT_OPEN', 'RECEIPT_NOT_READY')
  @UseGuards(JwtAuthGuard)
  async receipt(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<ApiEnvelope<ReceiptBundle>> {
    const staff = await this.twoFactor.actsAsStaff(user);
    return ok(await this.receipts.bundle(id, staff ? null : user.id));
  }

  @Post('trades/:id/close')
  @Refuses('TRADE_NOT_OPEN', 'CLOSE_TOO_LATE', 'QUOTE_EXPIRED', 'PRICE_UNAVAILABLE')
  @MoneyRoute()
  @UseGuards(JwtAuthGuard)
  async close(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() dto: CloseTradeDto,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<ApiEnvelope<CloseTradeResponse>> {
    return ok(await this.early.close(user.id, id, dto.quote_id, idempotencyKey), CLOSE_MESSAGES.closed);
  }

  @Get()
  @UseGuards(JwtAuthGuard)
  async list(@CurrentUser() user: AuthUser, @Query() q: ListTradesQueryDto): Promise<ApiEnvelope<TradeDto[]>> {
    return ok(await this.trading.list(user.id, q.mode));
  }
}
