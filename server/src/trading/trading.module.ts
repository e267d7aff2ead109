import { Module } from '@nestjs/common';
import { ReceiptsModule } from './receipts/receipts.module';
import { IdempotencyModule } from '../idempotency/idempotency.module';
import { LedgerModule } from '../ledger/ledger.module';
import { MarketModule } from '../market/market.module';
import { CloseQuotes } from './close-quotes';
import { EarlyCloseService } from './early-close.service';
import { PayoutsController } from './payouts.controller';
import { TradingController } from './trading.controller';
import { TradingCoreModule } from './trading-core.module';

/** The API side of trading: options, submit, early close, history, public payouts. */
@Module({
  imports: [TradingCoreModule, LedgerModule, MarketModule, IdempotencyModule, ReceiptsModule],
  controllers: [TradingController, PayoutsController],
  providers: [EarlyCloseService, CloseQuotes],
  exports: [TradingCoreModule],
})
export class TradingModule {}
