import { Module } from '@nestjs/common';
import { ReviewModule } from '../review/review.module';
import { ProtectionsClientRecords } from './protections-client-records';
import { ProtectionsController } from './protections.controller';
import { ProtectionsRepository } from './protections.repository';
import { ProtectionsService } from './protections.service';

/**
 * Responsible trading: owns account_limits, account_exclusions and reality_checks, and the SQL rules over
 * them (which read trades, deposits and sessions, never write them); shows them to the back office.
 */
@Module({
  imports: [ReviewModule],
  controllers: [ProtectionsController],
  providers: [ProtectionsRepository, ProtectionsService, ProtectionsClientRecords],
  exports: [ProtectionsService],
})
export class ProtectionsModule {}
