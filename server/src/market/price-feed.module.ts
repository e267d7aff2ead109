import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { INSTRUMENTS } from '../contracts/instruments';
import { RealtimeModule } from '../realtime/realtime.module';
import { SigningModule } from '../signing/signing.module';
import { RedisService } from '../redis/redis.service';
import { PRICE_FEED } from './price-feed';
import { PriceFeedLeader } from './price-feed.leader';
import { SimulatedPriceFeed } from './simulated-price-feed';
import { RecentTicks } from './recent-ticks';
import { TickCommitments } from './tick-commitments';
import { TickCommitmentsRepository } from './tick-commitments.repository';
import { TickStore } from './tick-store';

/** The worker's price publisher (leader-elected), with the feed chosen by PRICE_FEED. */
@Module({
  imports: [RealtimeModule, SigningModule],
  providers: [
    TickStore,
    TickCommitmentsRepository,
    RecentTicks,
    TickCommitments,
    PriceFeedLeader,
    {
      provide: PRICE_FEED,
      inject: [APP_CONFIG, RedisService],
      useFactory: (config: AppConfig, redis: RedisService) => {
        // The fault tests' pause switch: while the key exists the simulated feed publishes nothing.
        const paused = async () => (await redis.client.exists(redis.key('feed:paused'))) > 0;
        return new SimulatedPriceFeed(config.feedSeed, config.feedIntervalMs, INSTRUMENTS, config.env === 'production' ? undefined : paused);
      },
    },
  ],
  exports: [PriceFeedLeader],
})
export class PriceFeedModule {}
