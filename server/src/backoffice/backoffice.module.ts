import { Module, OnApplicationBootstrap } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ReviewModule } from '../review/review.module';
import { ReviewSources } from '../review/review-sources';
import { UsersModule } from '../users/users.module';
import { AdminSeed } from './admin-seed';
import { BackofficeController } from './backoffice.controller';
import { ClientSummaryService } from './client-summary.service';
import { DecisionRequests } from './decision-requests.service';
import { DecisionsModule } from './decisions.module';
import { KycQueueController } from './kyc-queue.controller';
import { DepositQueueController, PlanQueueController, WithdrawalQueueController } from './paged-queue.controller';
import { ReviewPages } from './review-pages.service';
import { RolesService } from './roles.service';

/**
 * Staff and admins (API): roles, the administrator from config, the review queues and decisions. What
 * it shows and decides comes from the features through ReviewModule: it imports none of them.
 */
@Module({
  imports: [AuthModule, UsersModule, ReviewModule, DecisionsModule],
  controllers: [BackofficeController, KycQueueController, DepositQueueController, WithdrawalQueueController, PlanQueueController],
  providers: [RolesService, AdminSeed, ClientSummaryService, ReviewPages, DecisionRequests],
  exports: [RolesService],
})
export class BackofficeModule implements OnApplicationBootstrap {
  constructor(private readonly sources: ReviewSources) {}

  /** Every queue and client record has its feature's source, or the API does not start. */
  onApplicationBootstrap(): void {
    const missing = this.sources.missing();
    if (missing.length) throw new Error(`The back office has no source for ${missing.join(', ')}: import the module of each feature`);
  }
}
