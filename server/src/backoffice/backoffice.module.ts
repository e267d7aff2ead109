import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { KycModule } from '../kyc/kyc.module';
import { UsersModule } from '../users/users.module';
import { AdminSeed } from './admin-seed';
import { BackofficeController } from './backoffice.controller';
import { RolesService } from './roles.service';

/** Staff and admins: roles, the administrator from config, and the review queues. */
@Module({
  imports: [AuthModule, UsersModule, KycModule],
  controllers: [BackofficeController],
  providers: [RolesService, AdminSeed],
  exports: [RolesService],
})
export class BackofficeModule {}
