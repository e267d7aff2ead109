import { Module } from '@nestjs/common';
import { KycCoreModule } from '../kyc/kyc-core.module';
import { MailModule } from '../mail/mail.module';
import { QueueModule } from '../queue/queue.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { DecisionAppliers } from './decision-appliers';
import { DecisionsService } from './decisions.service';

/** Staff decisions (API: record and queue; worker: apply), and the registry of appliers by item kind. */
@Module({
  imports: [KycCoreModule, QueueModule, MailModule, RealtimeModule],
  providers: [DecisionAppliers, DecisionsService],
  exports: [DecisionsService],
})
export class DecisionsModule {}
