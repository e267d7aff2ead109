import { Controller, Get, Query } from '@nestjs/common';
import type { ApiEnvelope } from '../contracts/api';
import type { Candle } from '../contracts/market';
import type { PriceTick } from '../contracts/events';
import { ok } from '../common/envelope';
import { CandlesQueryDto } from '../contracts/requests/market.request';
import { MarketService } from './market.service';

@Controller('market')
export class MarketController {
  constructor(private readonly market: MarketService) {}

  @Get('candles')
  async candles(@Query() q: CandlesQueryDto): Promise<ApiEnvelope<Candle[]>> {
    return ok(await this.market.candles(q.symbol, q.interval, q.limit));
  }

  @Get('prices')
  async prices(): Promise<ApiEnvelope<PriceTick[]>> {
    return ok(await this.market.latestAll());
  }
}
