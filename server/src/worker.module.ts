import { Module } from '@nestjs/common';
import { AtsWorkerModule } from './ats/ats-worker.module';
import { DecisionsWorkerModule } from './backoffice/decisions-worker.module';
import { AppLoggerModule } from './common/logger.module';
import { AppConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { FundsWorkerModule } from './funds/funds-worker.module';
import { MailSenderModule } from './mail/mail-sender.module';
import { PriceFeedModule } from './market/price-feed.module';
import { QueueWorkerModule } from './queue/queue-worker.module';
import { RedisModule } from './redis/redis.module';
import { SettlementModule } from './trading/settlement.module';

/** The worker process: queue processors, the price feed and schedulers; no HTTP. */
@Module({
  imports: [
    AppConfigModule,
    AppLoggerModule,
    DatabaseModule.forRoot('worker'),
    RedisModule,
    PriceFeedModule,
    SettlementModule,
    MailSenderModule,
    DecisionsWorkerModule,
    FundsWorkerModule,
    AtsWorkerModule,
    QueueWorkerModule,
  ],
})
export class WorkerModule {}
