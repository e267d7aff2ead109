import { Controller, HttpCode, HttpStatus, Inject, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.guard';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DashboardTokensService } from './dashboard-tokens.service';
import { QUEUES_DASHBOARD_COOKIE, QUEUES_DASHBOARD_PATH } from './queues-dashboard';

/** `POST /api/admin/queues/session` (admins): lets this browser open the queues dashboard for DASHBOARD_TOKEN_TTL_SECONDS. */
@Controller('admin/queues')
@Roles('admin')
export class QueuesDashboardSessionController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: DashboardTokensService,
  ) {}

  @Post('session')
  @HttpCode(HttpStatus.NO_CONTENT)
  async open(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const { token, maxAgeMs } = await this.tokens.sign(user.id, user.sessionId);
    reply.setCookie(QUEUES_DASHBOARD_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.publicUrl.startsWith('https:'),
      path: QUEUES_DASHBOARD_PATH,
      // @fastify/cookie's maxAge is in seconds (Express's was in ms and also sent Expires): the same lifetime, the same attributes.
      maxAge: Math.floor(maxAgeMs / 1000),
      expires: new Date(Date.now() + maxAgeMs),
    });
  }
}
