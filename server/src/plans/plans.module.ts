import { DynamicModule, Module } from '@nestjs/common';
import { IdempotencyModule } from '../idempotency/idempotency.module';
import { LedgerModule } from '../ledger/ledger.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { ReviewModule } from '../review/review.module';
import { UsersModule } from '../users/users.module';
import { ProtectionsModule } from '../protections/protections.module';
import { PlanApplier } from './plan-applier';
import { PlanEvents } from './plan-events';
import { PlanRequestsRepository } from './plan-requests.repository';
import { PlanReviewService } from './plan-review.service';
import { PlansClientRecords } from './plans-client-records';
import { PlansController } from './plans.controller';
import { PlansService } from './plans.service';

/**
 * Trading plans. What the API and the worker share (the worker imports this module as it is): the
 * requests table, the events, and staff review of requests (PlanReviewService, PlanApplier: registered
 * with the back office). The API imports forApi() instead, which adds the client's routes.
 */
@Module({
  imports: [LedgerModule, RealtimeModule, UsersModule, ReviewModule],
  providers: [PlanRequestsRepository, PlanReviewService, PlanApplier, PlanEvents, PlansClientRecords],
})
export class PlansModule {
  /** The ladder, the first plan, upgrade requests. */
  static forApi(): DynamicModule {
    return { module: PlansModule, imports: [IdempotencyModule, ProtectionsModule], controllers: [PlansController], providers: [PlansService] };
  }
}
