import { DynamicModule, Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { QueueModule } from '../queue/queue.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { AuditLogModule } from '../audit/audit-log.module';
import { CasesModule } from './cases.module';
import { ReviewModule } from '../review/review.module';
import { DecisionsProcessor } from './decisions.processor';
import { DecisionsRepository } from './decisions.repository';
import { DecisionsService } from './decisions.service';

/**
 * Staff decisions, through the appliers each feature registers with ReviewModule (so the process
 * importing this one imports the features too: the app and worker modules). The API imports it as it
 * is (record and queue); the worker imports forWorker(), which adds the back-office queue's processor.
 */
@Module({
  imports: [ReviewModule, QueueModule, MailModule, RealtimeModule, AuditLogModule, CasesModule],
  providers: [DecisionsRepository, DecisionsService],
  exports: [DecisionsService, AuditLogModule],
})
export class DecisionsModule {
  /** Applying decisions, and the sweeper of decisions whose job was lost. */
  static forWorker(): DynamicModule {
    return { module: DecisionsModule, providers: [DecisionsProcessor] };
  }
}
