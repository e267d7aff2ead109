import { Module, OnApplicationBootstrap } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ReviewModule } from '../review/review.module';
import { ReviewSources } from '../review/review-sources';
import { UsersModule } from '../users/users.module';
import { AccountActionsController } from './account-actions.controller';
import { AccountActionsService } from './account-actions.service';
import { AdminSeed } from './admin-seed';
import { AuditLogModule } from '../audit/audit-log.module';
import { AuditLogService } from './audit-log.service';
import { BackofficeController } from './backoffice.controller';
import { BulkDecisions } from './bulk-decisions';
import { CASE_CONTROLLERS } from './case-routes.controller';
import { CasesModule } from './cases.module';
import { ClientNotesRepository } from './client-notes.repository';
import { ClientSearchService } from './client-search.service';
import { ClientSummaryService } from './client-summary.service';
import { DecisionRequests } from './decision-requests.service';
import { DecisionsModule } from './decisions.module';
import { KycQueueController } from './kyc-queue.controller';
import { AdjustmentQueueController, DepositQueueController, PlanQueueController, WithdrawalQueueController } from './paged-queue.controller';
import { ReviewPages } from './review-pages.service';
import { RolesService } from './roles.service';

/**
 * Staff and admins (API): roles, the administrator from config, the review queues and decisions. What
 * it shows and decides comes from the features through ReviewModule: it imports none of them.
 */
@Module({
  imports: [AuthModule, UsersModule, ReviewModule, DecisionsModule, AuditLogModule, CasesModule],
  controllers: [
    BackofficeController,
    KycQueueController,
    DepositQueueController,
    WithdrawalQueueController,
    PlanQueueController,
    AdjustmentQueueController,
    ...CASE_CONTROLLERS,
    AccountActionsController,
  ],
  providers: [
    RolesService,
    AdminSeed,
    ClientSummaryService,
    ClientSearchService,
    ClientNotesRepository,
    ReviewPages,
    DecisionRequests,
    BulkDecisions,
    AuditLogService,
    AccountActionsService,
  ],
  exports: [RolesService, AuditLogModule],
})
export class BackofficeModule implements OnApplicationBootstrap {
  constructor(private readonly sources: ReviewSources) {}

  /** Every queue and client record has its feature's source, or the API does not start. */
  onApplicationBootstrap(): void {
    const missing = this.sources.missing();
    if (missing.length) throw new Error(`The back office has no source for ${missing.join(', ')}: import the module of each feature`);
  }
}
