import { Module } from '@nestjs/common';
import { PayoutsController } from './payouts.controller';
import { TradingController } from './trading.controller';
import { TradingCoreModule } from './trading-core.module';

/** The API side of trading: options, submit, history, public payouts. */
@Module({
  imports: [TradingCoreModule],
  controllers: [TradingController, PayoutsController],
  exports: [TradingCoreModule],
})
export class TradingModule {}
