import { Module } from '@nestjs/common';
import { RealtimeModule } from '../realtime/realtime.module';
import { ReviewModule } from '../review/review.module';
import { AuditLogModule } from '../audit/audit-log.module';
import { CasesRepository } from './cases.repository';
import { CasesService } from './cases.service';

/** Review items as cases: claims and notes (the back office's routes) and the claim a decision checks (DecisionsModule). */
@Module({
  imports: [ReviewModule, RealtimeModule, AuditLogModule],
  providers: [CasesRepository, CasesService],
  exports: [CasesService],
})
export class CasesModule {}
