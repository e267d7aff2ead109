import { Controller, Get, Query } from '@nestjs/common';
import type { ApiEnvelope } from '../contracts/api';
import type { Candle } from '../contracts/market';
import type { PriceTick } from '../contracts/events';
import { ok } from '../common/envelope';
import { CandlesQueryDto, COMMITMENTS_MAX_SECONDS, CommitmentsQueryDto } from '../contracts/requests/market.request';
import type { CommittedSecond } from '../contracts/provable/statements';
import { DomainError } from '../common/domain-error';
import { TickCommitmentsRepository } from './tick-commitments.repository';
import { MarketService } from './market.service';

@Controller('market')
export class MarketController {
  constructor(
    private readonly market: MarketService,
    private readonly commitments: TickCommitmentsRepository,
  ) {}

  @Get('candles')
  async candles(@Query() q: CandlesQueryDto): Promise<ApiEnvelope<Candle[]>> {
    return ok(await this.market.candles(q.symbol, q.interval, q.limit));
  }

  @Get('prices')
  async prices(): Promise<ApiEnvelope<PriceTick[]>> {
    return ok(await this.market.latestAll());
  }

  /** Each second's signed tick commitment and the ticks it commits to (DESIGN "Provable settlement"). */
  @Get('commitments')
  async commitmentsBetween(@Query() q: CommitmentsQueryDto): Promise<ApiEnvelope<CommittedSecond[]>> {
    const to = q.to ?? Math.floor(Date.now() / 1000);
    const from = q.from ?? to - 59;
    if (from > to) throw new DomainError('VALIDATION_FAILED', 'from must not be after to', { from: 'must not be after to' });
    if (to - from >= COMMITMENTS_MAX_SECONDS) {
      throw new DomainError('VALIDATION_FAILED', `At most ${COMMITMENTS_MAX_SECONDS} seconds at once`, {
        to: `must be less than ${COMMITMENTS_MAX_SECONDS} seconds after from`,
      });
    }
    return ok(await this.commitments.between(from, to));
  }
}
