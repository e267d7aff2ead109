import { Body, Controller, Get, Headers, Param, Post, Query, Res, StreamableFile, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { ApiEnvelope } from '../contracts/api';
import type { CoinQuoteDto, DepositAddressDto, DepositDto } from '../contracts/funds';
import { CardDepositDto, ConvertQueryDto, CryptoDepositDto, WalletAddressQueryDto } from '../contracts/requests/deposit.request';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ok } from '../common/envelope';
import { servedFile } from '../uploads/served-file';
import type { ReceivedFile } from '../uploads/received-file';
import { UploadInterceptor } from '../uploads/upload.interceptor';
import { DepositsService } from './deposits.service';
import { answered } from './funds-answer';
import { MoneyRoute } from '../common/money-route';
import { Refuses } from '../openapi/refuses.decorator';

@Controller('deposit')
@UseGuards(JwtAuthGuard)
export class DepositController {
  constructor(private readonly deposits: DepositsService) {}

  @Get('wallet-address')
  async address(@CurrentUser() user: AuthUser, @Query() q: WalletAddressQueryDto): Promise<ApiEnvelope<DepositAddressDto>> {
    return ok(await this.deposits.address(user.id, q.currency));
  }

  @Get('convert')
  @Refuses('PRICE_UNAVAILABLE')
  async convert(@Query() q: ConvertQueryDto): Promise<ApiEnvelope<CoinQuoteDto>> {
    return ok(await this.deposits.quote(q.currency, q.usd_amount));
  }

  @Post()
  @Refuses('LIMIT_REACHED', 'EXCLUDED', 'CONFLICT', 'PRICE_UNAVAILABLE')
  @MoneyRoute()
  @UseInterceptors(UploadInterceptor('receipt', 'receipt'))
  crypto(
    @CurrentUser() user: AuthUser,
    @Body() dto: CryptoDepositDto,
    @UploadedFile() file?: ReceivedFile,
    @Headers('idempotency-key') key?: string,
  ): Promise<ApiEnvelope<DepositDto>> {
    return answered('deposit', this.deposits.requestCrypto(user.id, dto, file, key));
  }

  @Post('card')
  @Refuses('LIMIT_REACHED', 'EXCLUDED', 'CONFLICT')
  @MoneyRoute()
  card(@CurrentUser() user: AuthUser, @Body() dto: CardDepositDto, @Headers('idempotency-key') key?: string): Promise<ApiEnvelope<DepositDto>> {
    return answered('deposit', this.deposits.payByCard(user.id, dto, key));
  }

  @Get()
  async list(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<DepositDto[]>> {
    return ok(await this.deposits.list(user.id));
  }

  /** The owner's (or staff's) receipt: never cached, never sniffed. */
  @Get(':id/receipt')
  async receipt(@CurrentUser() user: AuthUser, @Param('id') id: string, @Res({ passthrough: true }) res: FastifyReply): Promise<StreamableFile> {
    const file = await this.deposits.receipt(user, id);
    return servedFile(res, file, `receipt-${id}.${file.mimeType === 'application/pdf' ? 'pdf' : file.mimeType.slice('image/'.length)}`, 'private, no-store');
  }
}
