import { Module } from '@nestjs/common';
import { RealtimeModule } from '../realtime/realtime.module';
import { ReviewModule } from '../review/review.module';
import { UploadsModule } from '../uploads/uploads.module';
import { KycApplier } from './kyc-applier';
import { KycClientRecords } from './kyc-client-records';
import { KycRepository } from './kyc.repository';
import { KycReviewService } from './kyc-review.service';
import { KycService } from './kyc.service';

/**
 * Identity documents without routes: what users (`GET /api/users/me`) and the worker need, and the
 * queue and applier it registers with the back office (KycReviewService, KycApplier). It imports neither auth nor
 * users, so either may import it; KycModule adds the routes, which need auth.
 */
@Module({
  imports: [UploadsModule, RealtimeModule, ReviewModule],
  providers: [KycService, KycRepository, KycReviewService, KycApplier, KycClientRecords],
  exports: [KycService],
})
export class KycCoreModule {}
