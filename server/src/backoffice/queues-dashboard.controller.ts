import { Controller, HttpCode, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { TokensService } from '../auth/tokens.service';
import { Roles } from './roles.guard';
import { dashboardCookieOptions, QUEUES_DASHBOARD_COOKIE } from './queues-dashboard';

/** `POST /api/admin/queues/session` (admins): lets this browser open the queues dashboard until the access token expires. */
@Controller('admin/queues')
@Roles('admin')
export class QueuesDashboardController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: TokensService,
  ) {}

  @Post('session')
  @HttpCode(HttpStatus.NO_CONTENT)
  async open(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    const token = req.headers.authorization!.slice('Bearer '.length);
    const access = await this.tokens.verifyAccess(token);
    const expires = access?.exp ? new Date(access.exp * 1000) : undefined;
    res.cookie(QUEUES_DASHBOARD_COOKIE, token, { ...dashboardCookieOptions(this.config.publicUrl), expires });
  }
}
