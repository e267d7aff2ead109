import { Module } from '@nestjs/common';
import { RealtimeController } from './realtime.controller';
import { RealtimeModule } from './realtime.module';

/** The API side of live events: `GET /api/realtime/events` (the gateway is the AppModule's). */
@Module({ imports: [RealtimeModule], controllers: [RealtimeController] })
export class RealtimeApiModule {}
