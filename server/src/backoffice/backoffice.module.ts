import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { KycCoreModule } from '../kyc/kyc-core.module';
import { DecisionsModule } from './decisions.module';
import { FundsCoreModule } from '../funds/funds-core.module';
import { UsersModule } from '../users/users.module';
import { AdminSeed } from './admin-seed';
import { BackofficeController } from './backoffice.controller';
import { RolesService } from './roles.service';

/** Staff and admins: roles, the administrator from config, and the review queues. */
@Module({
  imports: [AuthModule, UsersModule, KycCoreModule, FundsCoreModule, DecisionsModule],
  controllers: [BackofficeController],
  providers: [RolesService, AdminSeed],
  exports: [RolesService],
})
export class BackofficeModule {}
