import { Module } from '@nestjs/common';
import { AdjustmentsModule } from './adjustments/adjustments.module';
import { AtsWorkerModule } from './ats/ats-worker.module';
import { DecisionsModule } from './backoffice/decisions.module';
import { AppLoggerModule } from './common/logger.module';
import { AppConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { FundsModule } from './funds/funds.module';
import { KycCoreModule } from './kyc/kyc-core.module';
import { MailSenderModule } from './mail/mail-sender.module';
import { PriceFeedModule } from './market/price-feed.module';
import { MetricsModule } from './metrics/metrics.module';
import { PlansModule } from './plans/plans.module';
import { QueueWorkerModule } from './queue/queue-worker.module';
import { RedisModule } from './redis/redis.module';
import { SettlementModule } from './trading/settlement.module';

/** The worker process: queue processors, the price feed and schedulers; no HTTP. */
@Module({
  imports: [
    AppConfigModule,
    AppLoggerModule,
    MetricsModule.forWorker(),
    DatabaseModule.forRoot('worker'),
    RedisModule,
    PriceFeedModule,
    SettlementModule,
    MailSenderModule,
    DecisionsModule.forWorker(),
    // The features whose items staff decide: each registers its applier with the decisions above.
    FundsModule.forWorker(),
    KycCoreModule,
    PlansModule,
    AdjustmentsModule,
    AtsWorkerModule,
    QueueWorkerModule,
  ],
})
export class WorkerModule {}
