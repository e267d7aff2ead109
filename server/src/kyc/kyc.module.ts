import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UploadsModule } from '../uploads/uploads.module';
import { KycController } from './kyc.controller';
import { KycCoreModule } from './kyc-core.module';

/** Identity verification's routes: government ID uploads (API only; the worker imports KycCoreModule). */
@Module({
  imports: [AuthModule, UploadsModule, KycCoreModule],
  controllers: [KycController],
})
export class KycModule {}
