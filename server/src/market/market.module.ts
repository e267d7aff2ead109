import { Module } from '@nestjs/common';
import { MarketController } from './market.controller';
import { LiveQuotes } from './live-quotes';
import { MarketService } from './market.service';
import { TickCommitmentsRepository } from './tick-commitments.repository';
import { TickStore } from './tick-store';

/** Market data for the API: quotes, prices at an instant, candles. */
@Module({
  controllers: [MarketController],
  providers: [TickStore, LiveQuotes, MarketService, TickCommitmentsRepository],
  exports: [MarketService, TickStore, TickCommitmentsRepository],
})
export class MarketModule {}
