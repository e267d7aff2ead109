import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../idempotency/idempotency.module';
import { LedgerModule } from '../ledger/ledger.module';
import { MarketModule } from '../market/market.module';
import { QueueModule } from '../queue/queue.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { ReviewModule } from '../review/review.module';
import { UsersModule } from '../users/users.module';
import { PayoutsService } from './payouts.service';
import { SettlementScheduler } from './settlement.scheduler';
import { TradeEvents } from './trade-events';
import { TradeOpener } from './trade-opener';
import { TradesRepository } from './trades.repository';
import { TradingClientRecords } from './trading-client-records';
import { TradingService } from './trading.service';

/** Opening trades (the client's submit and the automated trader's placements), reading them, their events: no routes. */
@Module({
  imports: [LedgerModule, MarketModule, IdempotencyModule, RealtimeModule, QueueModule, UsersModule, ReviewModule],
  providers: [TradingService, TradeOpener, TradesRepository, SettlementScheduler, TradeEvents, PayoutsService, TradingClientRecords],
  exports: [TradingService, TradesRepository, PayoutsService, TradeEvents],
})
export class TradingCoreModule {}
