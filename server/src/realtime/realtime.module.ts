import { Module } from '@nestjs/common';
import { RealtimeService } from './realtime.service';

/** The event publisher; the API adds the socket.io gateway (RealtimeGatewayModule). */
@Module({ providers: [RealtimeService], exports: [RealtimeService] })
export class RealtimeModule {}
