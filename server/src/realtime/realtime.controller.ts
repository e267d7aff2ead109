import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import type { ApiEnvelope } from '../contracts/api';
import type { MissedEventsDto } from '../contracts/events';
import { MissedEventsQueryDto } from '../contracts/requests/realtime.request';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ok } from '../common/envelope';
import { UserEventLog } from './user-event-log';

/** What a client missed while its socket was away: the caller's own event log only. */
@Controller('realtime')
@UseGuards(JwtAuthGuard)
export class RealtimeController {
  constructor(private readonly log: UserEventLog) {}

  @Get('events')
  async events(@CurrentUser() user: AuthUser, @Query() q: MissedEventsQueryDto): Promise<ApiEnvelope<MissedEventsDto>> {
    return ok(await this.log.since(user.id, q.after));
  }
}
