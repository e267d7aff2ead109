import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TwoFactorCoreModule } from '../auth/two-factor-core.module';
import { KycCoreModule } from '../kyc/kyc-core.module';
import { LedgerModule } from '../ledger/ledger.module';
import { AccountStatusRepository } from './account-status.repository';
import { AccountStatusService } from './account-status.service';
import { User } from './user.entity';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User]), LedgerModule, KycCoreModule, TwoFactorCoreModule],
  controllers: [UsersController],
  providers: [UsersService, UsersRepository, AccountStatusService, AccountStatusRepository],
  exports: [UsersService, AccountStatusService],
})
export class UsersModule {}
