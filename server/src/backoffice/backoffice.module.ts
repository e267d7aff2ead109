import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { KycCoreModule } from '../kyc/kyc-core.module';
import { LedgerModule } from '../ledger/ledger.module';
import { DecisionsModule } from './decisions.module';
import { FundsCoreModule } from '../funds/funds-core.module';
import { PlansCoreModule } from '../plans/plans-core.module';
import { TradingCoreModule } from '../trading/trading-core.module';
import { UsersModule } from '../users/users.module';
import { AdminSeed } from './admin-seed';
import { BackofficeController } from './backoffice.controller';
import { ClientSummaryService } from './client-summary.service';
import { RolesService } from './roles.service';

/** Staff and admins: roles, the administrator from config, the review queues. */
@Module({
  imports: [AuthModule, UsersModule, KycCoreModule, FundsCoreModule, PlansCoreModule, TradingCoreModule, DecisionsModule, LedgerModule],
  controllers: [BackofficeController],
  providers: [RolesService, AdminSeed, ClientSummaryService],
  exports: [RolesService],
})
export class BackofficeModule {}
