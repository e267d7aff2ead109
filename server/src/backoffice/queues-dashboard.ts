import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { CookieOptions, NextFunction, Request, Response } from 'express';
import { TokensService } from '../auth/tokens.service';
import { JobsService } from '../queue/jobs.service';

/** Bull-board, for admins only. */
export const QUEUES_DASHBOARD_PATH = '/api/admin/queues';
/** Holds the admin's access token for the dashboard's path only (a browser navigation carries no bearer header). */
export const QUEUES_DASHBOARD_COOKIE = 'queues_session';

export const dashboardCookieOptions = (publicUrl: string): CookieOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  secure: publicUrl.startsWith('https:'),
  path: QUEUES_DASHBOARD_PATH,
});

const refuse = (res: Response, status: 401 | 403, message: string) => res.status(status).json({ status: false, message });

/**
 * Mounts bull-board at QUEUES_DASHBOARD_PATH behind the cookie that `POST .../session` sets: a live
 * access token (session not ended, not expired) of an admin, checked on every page, asset and call.
 */
export function mountQueuesDashboard(app: NestExpressApplication): void {
  const tokens = app.get(TokensService);
  const board = new ExpressAdapter();
  board.setBasePath(QUEUES_DASHBOARD_PATH);
  createBullBoard({
    queues: app
      .get(JobsService)
      .all()
      .map((q) => new BullMQAdapter(q)),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: 'Queues' } },
  });

  const adminsOnly = (req: Request, res: Response, next: NextFunction) => {
    const token: unknown = (req.cookies as Record<string, unknown> | undefined)?.[QUEUES_DASHBOARD_COOKIE];
    if (typeof token !== 'string' || !token) return refuse(res, 401, 'Open the queues dashboard from the back office');
    tokens.verifyAccess(token).then(
      (access) => {
        if (!access) return refuse(res, 401, 'Your dashboard session has ended: open it again from the back office');
        if (!access.roles.includes('admin')) return refuse(res, 403, 'The queues dashboard is for admins only');
        next();
      },
      (err: unknown) => next(err),
    );
  };
  const router = board.getRouter() as (req: Request, res: Response, next: NextFunction) => void;
  app.use(QUEUES_DASHBOARD_PATH, (req: Request, res: Response, next: NextFunction) => {
    // The session's own route is Nest's (bearer token, admins): it opens the dashboard.
    if (req.method === 'POST' && req.path === '/session') return next();
    adminsOnly(req, res, (err?: unknown) => (err ? next(err) : router(req, res, next)));
  });
}
