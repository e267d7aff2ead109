import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UploadsModule } from '../uploads/uploads.module';
import { KycController } from './kyc.controller';
import { KycRepository } from './kyc.repository';
import { KycService } from './kyc.service';

/** Identity verification: government ID uploads and their review. */
@Module({
  imports: [AuthModule, UploadsModule],
  controllers: [KycController],
  providers: [KycService, KycRepository],
  exports: [KycService],
})
export class KycModule {}
