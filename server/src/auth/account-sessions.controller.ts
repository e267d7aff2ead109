import { Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import type { ApiEnvelope } from '../contracts/api';
import { LOGIN_HISTORY_DAYS, type LoginEventDto, type SessionDto } from '../contracts/account-security';
import { notFound } from '../common/domain-error';
import { ok } from '../common/envelope';
import { toLoginEventDto, toSessionDto } from './account-security.mapper';
import { AuthUser, CurrentUser } from './current-user.decorator';
import { JwtAuthGuard } from './jwt-auth.guard';
import { LoginEventsRepository } from './login-events.repository';
import { SessionsService } from './sessions.service';
import { TokensService } from './tokens.service';

/** At most this many entries of the login history in one answer (90 days of a busy account). */
const LOGIN_HISTORY_LIMIT = 500;

/** Where the client is signed in, ending any of those sign-ins, and how they signed in lately (DESIGN "Client protections"). */
@Controller('account')
@UseGuards(JwtAuthGuard)
export class AccountSessionsController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly tokens: TokensService,
    private readonly logins: LoginEventsRepository,
  ) {}

  @Get('sessions')
  async list(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<SessionDto[]>> {
    const live = await this.sessions.liveOf(user.id);
    return ok(live.map((s) => ({ ...toSessionDto(s), current: s.id === user.sessionId })));
  }

  /** Ends one of the client's sign-ins: its tokens and sockets stop at once. Another user's, or one already ended: 404. */
  @Delete('sessions/:id')
  async end(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<ApiEnvelope<null>> {
    const live = await this.sessions.liveOf(user.id);
    if (!live.some((s) => s.id === id)) throw notFound('Session not found');
    await this.tokens.endSession(id, user.id);
    return ok(null, 'Session ended');
  }

  /**
   * Ends every session of the client but the one asking: the sign-ins listed, and any other not ended
   * (an onboarding session, one idle past its refresh token). Counts the sign-ins listed.
   */
  @Post('sessions/end-others')
  @HttpCode(200)
  async endOthers(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<{ ended: number }>> {
    const listed = (await this.sessions.liveOf(user.id)).filter((s) => s.id !== user.sessionId).length;
    for (const id of await this.sessions.othersOf(user.id, user.sessionId)) await this.tokens.endSession(id, user.id);
    return ok({ ended: listed }, listed === 1 ? '1 other session ended' : `${listed} other sessions ended`);
  }

  @Get('logins')
  async history(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<LoginEventDto[]>> {
    const rows = await this.logins.recent(user.id, LOGIN_HISTORY_DAYS, LOGIN_HISTORY_LIMIT);
    return ok(rows.map(toLoginEventDto));
  }
}
