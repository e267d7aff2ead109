import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../idempotency/idempotency.module';
import { LedgerModule } from '../ledger/ledger.module';
import { UsersModule } from '../users/users.module';
import { PlansController } from './plans.controller';
import { PlansCoreModule } from './plans-core.module';
import { PlansService } from './plans.service';

/** The API side of plans: the ladder, the first plan, upgrade requests. */
@Module({
  imports: [PlansCoreModule, LedgerModule, UsersModule, IdempotencyModule],
  controllers: [PlansController],
  providers: [PlansService],
})
export class PlansModule {}
