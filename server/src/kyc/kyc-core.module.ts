import { Module } from '@nestjs/common';
import { RealtimeModule } from '../realtime/realtime.module';
import { UploadsModule } from '../uploads/uploads.module';
import { KycRepository } from './kyc.repository';
import { KycService } from './kyc.service';

/**
 * Identity documents without routes: what users (`GET /api/users/me`), the back office and the worker's
 * decision applier need. It imports neither auth nor users, so any of them may import it.
 */
@Module({
  imports: [UploadsModule, RealtimeModule],
  providers: [KycService, KycRepository],
  exports: [KycService],
})
export class KycCoreModule {}
