import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../idempotency/idempotency.module';
import { LedgerModule } from '../ledger/ledger.module';
import { MarketModule } from '../market/market.module';
import { QueueModule } from '../queue/queue.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { UsersModule } from '../users/users.module';
import { PayoutsService } from './payouts.service';
import { PayoutsController } from './payouts.controller';
import { SettlementScheduler } from './settlement.scheduler';
import { TradeEvents } from './trade-events';
import { TradesRepository } from './trades.repository';
import { TradingController } from './trading.controller';
import { TradingService } from './trading.service';

/** The API side of trading: options, submit, history. */
@Module({
  imports: [LedgerModule, MarketModule, IdempotencyModule, RealtimeModule, QueueModule, UsersModule],
  controllers: [TradingController, PayoutsController],
  providers: [TradingService, TradesRepository, SettlementScheduler, PayoutsService, TradeEvents],
  exports: [TradingService],
})
export class TradingModule {}
