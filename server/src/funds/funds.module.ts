import { DynamicModule, Module } from '@nestjs/common';
import { IdempotencyModule } from '../idempotency/idempotency.module';
import { LedgerModule } from '../ledger/ledger.module';
import { MarketModule } from '../market/market.module';
import { ProtectionsModule } from '../protections/protections.module';
import { QueueModule } from '../queue/queue.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { ReviewModule } from '../review/review.module';
import { UploadsModule } from '../uploads/uploads.module';
import { DepositAddressesRepository } from './deposit-addresses.repository';
import { DepositController } from './deposit.controller';
import { DepositCreditService } from './deposit-credit.service';
import { DepositsRepository } from './deposits.repository';
import { DepositsService } from './deposits.service';
import { FundsAppliers } from './funds-appliers';
import { FundsClientRecords } from './funds-client-records';
import { FundsEvents } from './funds-events';
import { FundsLedger } from './funds-ledger';
import { FundsReviewService } from './funds-review.service';
import { FundsProcessor } from './funds.processor';
import { PaymentGateway } from './payment-gateway';
import { ProfitController } from './profit.controller';
import { ProfitsRepository } from './profits.repository';
import { SandboxPaymentGateway } from './sandbox-payment-gateway';
import { WithdrawController } from './withdraw.controller';
import { WithdrawalsRepository } from './withdrawals.repository';
import { WithdrawalsService } from './withdrawals.service';

/**
 * Money in and out. What the API and the worker share: the tables, the ledger transfers, the card
 * credit, and staff review of deposits and withdrawals (FundsReviewService, FundsAppliers: registered
 * with the back office). Each process imports its own variant, once: forApi() adds the client's routes,
 * forWorker() the funds queue's processor (the worker loads no controller, the API consumes no job).
 */
@Module({
  imports: [RealtimeModule, LedgerModule, ReviewModule],
  providers: [FundsLedger, DepositsRepository, WithdrawalsRepository, FundsEvents, FundsReviewService, FundsAppliers, DepositCreditService, FundsClientRecords],
})
export class FundsModule {
  /** Deposits, withdrawals, earnings: the client's routes. */
  static forApi(): DynamicModule {
    return {
      module: FundsModule,
      imports: [MarketModule, IdempotencyModule, QueueModule, UploadsModule, ProtectionsModule],
      controllers: [DepositController, WithdrawController, ProfitController],
      providers: [
        DepositsService,
        WithdrawalsService,
        DepositAddressesRepository,
        ProfitsRepository,
        { provide: PaymentGateway, useClass: SandboxPaymentGateway },
      ],
    };
  }

  /** The card deposit credits and their sweeper. */
  static forWorker(): DynamicModule {
    return { module: FundsModule, providers: [FundsProcessor] };
  }
}
