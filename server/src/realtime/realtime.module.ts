import { Module } from '@nestjs/common';
import { RealtimeService } from './realtime.service';
import { UserEventLog } from './user-event-log';

/** The event publisher and the users' event logs; the API adds the socket.io gateway and RealtimeApiModule. */
@Module({ providers: [RealtimeService, UserEventLog], exports: [RealtimeService, UserEventLog] })
export class RealtimeModule {}
