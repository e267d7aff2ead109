import { Module } from '@nestjs/common';
import { KycCoreModule } from '../kyc/kyc-core.module';
import { MailModule } from '../mail/mail.module';
import { FundsCoreModule } from '../funds/funds-core.module';
import { PlansCoreModule } from '../plans/plans-core.module';
import { QueueModule } from '../queue/queue.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { DecisionAppliers } from './decision-appliers';
import { DecisionsRepository } from './decisions.repository';
import { DecisionsService } from './decisions.service';
import { FundsAppliers } from './funds-appliers';

/** Staff decisions (API: record and queue; worker: apply), and the registry of appliers by item kind. */
@Module({
  imports: [KycCoreModule, FundsCoreModule, PlansCoreModule, QueueModule, MailModule, RealtimeModule],
  providers: [DecisionAppliers, FundsAppliers, DecisionsRepository, DecisionsService],
  exports: [DecisionsService],
})
export class DecisionsModule {}
