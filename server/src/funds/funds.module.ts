import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../idempotency/idempotency.module';
import { MarketModule } from '../market/market.module';
import { QueueModule } from '../queue/queue.module';
import { UploadsModule } from '../uploads/uploads.module';
import { DepositAddressesRepository } from './deposit-addresses.repository';
import { DepositController } from './deposit.controller';
import { DepositsService } from './deposits.service';
import { FundsCoreModule } from './funds-core.module';
import { PaymentGateway } from './payment-gateway';
import { ProfitController } from './profit.controller';
import { ProfitsRepository } from './profits.repository';
import { SandboxPaymentGateway } from './sandbox-payment-gateway';
import { WithdrawController } from './withdraw.controller';
import { WithdrawalsService } from './withdrawals.service';

/** The API side of money in and out: deposits, withdrawals, earnings. */
@Module({
  imports: [FundsCoreModule, MarketModule, IdempotencyModule, QueueModule, UploadsModule],
  controllers: [DepositController, WithdrawController, ProfitController],
  providers: [DepositsService, WithdrawalsService, DepositAddressesRepository, ProfitsRepository, { provide: PaymentGateway, useClass: SandboxPaymentGateway }],
  exports: [FundsCoreModule],
})
export class FundsModule {}
