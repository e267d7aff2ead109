import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../idempotency/idempotency.module';
import { LedgerModule } from '../ledger/ledger.module';
import { MarketModule } from '../market/market.module';
import { QueueModule } from '../queue/queue.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { SettlementScheduler } from './settlement.scheduler';
import { TradesRepository } from './trades.repository';
import { TradingController } from './trading.controller';
import { TradingService } from './trading.service';

/** The API side of trading: options, submit, history. */
@Module({
  imports: [LedgerModule, MarketModule, IdempotencyModule, RealtimeModule, QueueModule],
  controllers: [TradingController],
  providers: [TradingService, TradesRepository, SettlementScheduler],
})
export class TradingModule {}
