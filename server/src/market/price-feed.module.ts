import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { PRICE_FEED } from './price-feed';
import { PriceFeedLeader } from './price-feed.leader';
import { SimulatedPriceFeed } from './simulated-price-feed';
import { TickStore } from './tick-store';

/** The worker's price publisher (leader-elected), with the feed chosen by PRICE_FEED. */
@Module({
  imports: [RealtimeModule],
  providers: [
    TickStore,
    PriceFeedLeader,
    {
      provide: PRICE_FEED,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new SimulatedPriceFeed(config.feedSeed, config.feedIntervalMs),
    },
  ],
  exports: [PriceFeedLeader],
})
export class PriceFeedModule {}
