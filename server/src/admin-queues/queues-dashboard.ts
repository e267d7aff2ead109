import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../common/domain-error';
import { sendError } from '../common/request-parsing';
import { JobsService } from '../queue/jobs.service';
import { DashboardTokensService } from './dashboard-tokens.service';

/** Bull-board, for admins only. */
export const QUEUES_DASHBOARD_PATH = '/api/admin/queues';
/** The dashboard's own signed token, for its path only (a browser navigation carries no bearer header). */
export const QUEUES_DASHBOARD_COOKIE = 'queues_session';

/** Bull-board's page asks Google for its fonts; our CSP refuses other origins, and an admin's browser need not call Google. */
const EXTERNAL_FONTS = /<link[^>]+href="https:\/\/fonts\.googleapis\.com[^>]*>/g;

/**
 * Mounts bull-board (every queue of the catalogue, as registered: the deployment's key prefix) at
 * QUEUES_DASHBOARD_PATH behind the cookie that `POST .../session` sets, checked on every page, asset
 * and call. The session route itself is Nest's, outside this plugin's scope: no hook of it runs there.
 */
export async function mountQueuesDashboard(app: NestFastifyApplication): Promise<void> {
  const tokens = app.get(DashboardTokensService);
  const board = new FastifyAdapter();
  board.setBasePath(QUEUES_DASHBOARD_PATH);
  createBullBoard({
    queues: app
      .get(JobsService)
      .all()
      .map((q) => new BullMQAdapter(q)),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: 'Queues' } },
  });

  await app.register(
    async (scope: FastifyInstance) => {
      // Bull-board's scope answers errors its own way: only those of its handlers are its to answer, as on
      // Express; the app answers the others (the gate's, a malformed body), as for any other route.
      const inBoardHandler = new WeakSet<FastifyRequest>();
      scope.addHook('onRoute', (route) => {
        route.errorHandler = (error, request, reply) => {
          if (inBoardHandler.has(request)) throw error; // to bull-board's error handler
          scope.errorHandler(error, request, reply);
        };
      });
      scope.addHook('preHandler', (request, _reply, done) => {
        inBoardHandler.add(request);
        done();
      });

      scope.addHook('onRequest', async (request, reply) => {
        const refusal = await tokens.refusal(request.cookies?.[QUEUES_DASHBOARD_COOKIE]);
        if (refusal) return sendError(reply, refusal.status === 401 ? unauthorized(refusal.message) : forbidden(refusal.message));
      });
      // The page without its external font stylesheet (it falls back to the system's sans-serif).
      scope.addHook('onSend', async (_request, reply, payload) =>
        typeof payload === 'string' && String(reply.getHeader('content-type')).startsWith('text/html') ? payload.replace(EXTERNAL_FONTS, '') : payload,
      );

      await scope.register(board.registerPlugin());
      // Any other path under the dashboard's is refused without the cookie too, then answered by Nest's 404.
      const notFound = (_request: FastifyRequest, reply: FastifyReply) => reply.callNotFound();
      scope.all('/*', notFound);
      scope.route({ method: scope.supportedMethods.filter((m) => m !== 'GET' && m !== 'HEAD'), url: '/', handler: notFound });
    },
    { prefix: QUEUES_DASHBOARD_PATH },
  );
}
