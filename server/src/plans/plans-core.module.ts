import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { UsersModule } from '../users/users.module';
import { PlanEvents } from './plan-events';
import { PlanRequestsRepository } from './plan-requests.repository';
import { PlanReviewService } from './plan-review.service';

/** What the API and the worker share: the requests table, staff decisions on it (for the back office) and the events. */
@Module({
  imports: [LedgerModule, RealtimeModule, UsersModule],
  providers: [PlanRequestsRepository, PlanReviewService, PlanEvents],
  exports: [PlanRequestsRepository, PlanReviewService, PlanEvents],
})
export class PlansCoreModule {}
