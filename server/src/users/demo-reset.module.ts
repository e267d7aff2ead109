import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../idempotency/idempotency.module';
import { LedgerModule } from '../ledger/ledger.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { DemoResetController } from './demo-reset.controller';
import { DemoResetService } from './demo-reset.service';

/** POST /api/users/demo-reset (API only). */
@Module({ imports: [LedgerModule, IdempotencyModule, RealtimeModule], controllers: [DemoResetController], providers: [DemoResetService] })
export class DemoResetModule {}
