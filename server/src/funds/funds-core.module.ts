import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { DepositCreditService } from './deposit-credit.service';
import { DepositsRepository } from './deposits.repository';
import { FundsEvents } from './funds-events';
import { FundsLedger } from './funds-ledger';
import { FundsReviewService } from './funds-review.service';
import { WithdrawalsRepository } from './withdrawals.repository';

/**
 * What the API and the worker share: the tables, the ledger transfers, the card credit and the staff
 * decisions (FundsReviewService, for the back office) with their events (FundsEvents).
 */
@Module({
  imports: [RealtimeModule, LedgerModule],
  providers: [FundsLedger, DepositsRepository, WithdrawalsRepository, FundsEvents, FundsReviewService, DepositCreditService],
  exports: [FundsLedger, DepositsRepository, WithdrawalsRepository, FundsEvents, FundsReviewService, DepositCreditService],
})
export class FundsCoreModule {}
