import { Module } from '@nestjs/common';
import { MarketModule } from '../market/market.module';
import { TradingCoreModule } from '../trading/trading-core.module';
import { AtsCoreModule } from './ats-core.module';
import { AtsProcessor } from './ats.processor';
import { AtsRunner } from './ats-runner';

/** The worker side of the automated trader: its scheduled rounds. */
@Module({ imports: [AtsCoreModule, TradingCoreModule, MarketModule], providers: [AtsRunner, AtsProcessor] })
export class AtsWorkerModule {}
