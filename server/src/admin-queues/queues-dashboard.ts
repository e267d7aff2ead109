import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Application, NextFunction, Request, Response } from 'express';
import { JobsService } from '../queue/jobs.service';
import { DashboardTokensService } from './dashboard-tokens.service';

/** Bull-board, for admins only. */
export const QUEUES_DASHBOARD_PATH = '/api/admin/queues';
/** The dashboard's own signed token, for its path only (a browser navigation carries no bearer header). */
export const QUEUES_DASHBOARD_COOKIE = 'queues_session';

/** Bull-board's page asks Google for its fonts; our CSP refuses other origins, and an admin's browser need not call Google. */
const EXTERNAL_FONTS = /<link[^>]+href="https:\/\/fonts\.googleapis\.com[^>]*>/g;

/** The dashboard's page without its external font stylesheet (it falls back to the system's sans-serif). */
function renderWithoutExternalFonts(board: Application): void {
  const render = board.render.bind(board) as (name: string, options: object, done: (err: Error | null, html?: string) => void) => void;
  board.render = ((name: string, options: object, done: (err: Error | null, html?: string) => void) =>
    render(name, options, (err, html) => done(err, html?.replace(EXTERNAL_FONTS, '')))) as Application['render'];
}

/**
 * Mounts bull-board (every queue of the catalogue, as registered: the deployment's key prefix) at
 * QUEUES_DASHBOARD_PATH behind the cookie that `POST .../session` sets, checked on every page, asset
 * and call. Mounted before Nest's routes, so neither the JSON 404 nor the web app's fallback sees these paths.
 */
export function mountQueuesDashboard(app: NestExpressApplication): void {
  const tokens = app.get(DashboardTokensService);
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
  const boardApp = board.getRouter() as Application;
  // A mounted express app sets its own X-Powered-By, after helmet removed the parent's.
  boardApp.disable('x-powered-by');
  renderWithoutExternalFonts(boardApp);

  app.use(QUEUES_DASHBOARD_PATH, (req: Request, res: Response, next: NextFunction) => {
    // The session's own route is Nest's (bearer token, admins): it opens the dashboard.
    if (req.method === 'POST' && req.path === '/session') return next();
    const cookie: unknown = (req.cookies as Record<string, unknown> | undefined)?.[QUEUES_DASHBOARD_COOKIE];
    tokens.refusal(cookie).then(
      (refusal) => (refusal ? res.status(refusal.status).json({ status: false, message: refusal.message }) : boardApp(req, res, next)),
      (err: unknown) => next(err),
    );
  });
}
