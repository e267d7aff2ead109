import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AdjustmentsModule } from './adjustments/adjustments.module';
import { AdminQueuesModule } from './admin-queues/admin-queues.module';
import { AuthModule } from './auth/auth.module';
import { BackofficeModule } from './backoffice/backoffice.module';
import { ContactModule } from './contact/contact.module';
import { FundsModule } from './funds/funds.module';
import { PlansModule } from './plans/plans.module';
import { ProtectionsModule } from './protections/protections.module';
import { AtsModule } from './ats/ats.module';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { AppLoggerModule } from './common/logger.module';
import { AppConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { KycModule } from './kyc/kyc.module';
import { MarketModule } from './market/market.module';
import { MetricsModule } from './metrics/metrics.module';
import { RealtimeGateway } from './realtime/realtime.gateway';
import { RealtimeApiModule } from './realtime/realtime-api.module';
import { RealtimeModule } from './realtime/realtime.module';
import { RedisModule } from './redis/redis.module';
import { StatementsModule } from './statements/statements.module';
import { TradingModule } from './trading/trading.module';
import { DemoResetModule } from './users/demo-reset.module';
import { ProfileModule } from './users/profile.module';
import { UsersModule } from './users/users.module';

/** The API process: HTTP under /api and socket.io (bootstrap serves the built web app at /). */
@Module({
  imports: [
    AppConfigModule,
    AppLoggerModule,
    MetricsModule.forApi(),
    DatabaseModule.forRoot('api'),
    RedisModule,
    RealtimeModule,
    RealtimeApiModule,
    HealthModule,
    AuthModule,
    UsersModule,
    ProfileModule,
    DemoResetModule,
    KycModule,
    MarketModule,
    TradingModule,
    ProtectionsModule,
    FundsModule.forApi(),
    AdjustmentsModule.forApi(),
    PlansModule.forApi(),
    AtsModule,
    ContactModule,
    BackofficeModule,
    AdminQueuesModule,
    StatementsModule,
  ],
  providers: [RealtimeGateway, { provide: APP_FILTER, useClass: HttpExceptionFilter }],
})
export class AppModule {}
