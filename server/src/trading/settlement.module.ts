import { Module } from '@nestjs/common';
import { ReceiptsModule } from './receipts/receipts.module';
import { LedgerModule } from '../ledger/ledger.module';
import { MarketModule } from '../market/market.module';
import { QueueModule } from '../queue/queue.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { UsersModule } from '../users/users.module';
import { PayoutsService } from './payouts.service';
import { SettlementProcessor } from './settlement.processor';
import { SettlementService } from './settlement.service';
import { TradeEvents } from './trade-events';
import { TradesRepository } from './trades.repository';

/** The worker side of trading: settlement at expiry and the sweeper. */
@Module({
  imports: [LedgerModule, MarketModule, RealtimeModule, QueueModule, UsersModule, ReceiptsModule],
  providers: [SettlementService, SettlementProcessor, TradesRepository, PayoutsService, TradeEvents],
  exports: [SettlementService],
})
export class SettlementModule {}
