import { DynamicModule, Module } from '@nestjs/common';
import { AuditLogModule } from '../audit/audit-log.module';
import { LedgerModule } from '../ledger/ledger.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { ReviewModule } from '../review/review.module';
import { UsersModule } from '../users/users.module';
import { AdjustmentApplier } from './adjustment-applier';
import { AdjustmentRequestsController } from './adjustment-requests.controller';
import { AdjustmentRequestsService } from './adjustment-requests.service';
import { AdjustmentReviewService } from './adjustment-review.service';
import { AdjustmentsRepository } from './adjustments.repository';

/**
 * Staff-made changes to a client's account (balance adjustments, second-factor resets). What the API
 * and the worker share: the table, the queue staff read and the applier of decisions (registered with
 * the back office). The API imports forApi(), which adds the routes that open a request.
 */
@Module({
  imports: [LedgerModule, RealtimeModule, ReviewModule],
  providers: [AdjustmentsRepository, AdjustmentReviewService, AdjustmentApplier],
})
export class AdjustmentsModule {
  static forApi(): DynamicModule {
    return {
      module: AdjustmentsModule,
      imports: [UsersModule, AuditLogModule],
      controllers: [AdjustmentRequestsController],
      providers: [AdjustmentRequestsService],
    };
  }
}
