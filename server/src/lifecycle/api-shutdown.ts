import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppConfig } from '../config/app-config';
import { ShutdownState } from '../health/shutdown-state';
import type { ShutdownPlan } from './graceful-shutdown';

/** While the server closes, connections whose last response just ended are closed this often (keep-alive would hold them for a minute). */
const IDLE_SWEEP_MS = 100;

/**
 * The API's shutdown: readiness fails at once and the API keeps serving for SHUTDOWN_DRAIN_MS (the load
 * balancer's time to notice), each response then closing its connection; then Nest closes socket.io (its
 * clients reconnect elsewhere), the HTTP server (no new connection; requests in flight finish), and only
 * after those the PostgreSQL and Redis connections.
 */
export function apiShutdownPlan(app: NestFastifyApplication, config: Pick<AppConfig, 'shutdownDrainMs' | 'shutdownTimeoutMs'>): ShutdownPlan {
  const server: Server = app.getHttpServer();
  let httpClosed = false;
  server.once('close', () => (httpClosed = true));
  return {
    process: 'API',
    timeoutMs: config.shutdownTimeoutMs,
    steps: [
      {
        name: `draining for ${config.shutdownDrainMs} ms (/api/health answers 503)`,
        run: async () => {
          app.get(ShutdownState).draining = true;
          // Prepended: it must run before Fastify answers. A client's next request opens a new connection, which a load balancer sends elsewhere.
          server.prependListener('request', (_req, res) => res.setHeader('connection', 'close'));
          await sleep(config.shutdownDrainMs);
        },
      },
      {
        name: 'closing sockets, finishing requests in flight, then closing connections',
        run: async () => {
          const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
          try {
            await app.close();
          } finally {
            clearInterval(sweep);
          }
        },
      },
    ],
    stillRunning: () => new Promise((resolve) => server.getConnections((err, open) => resolve({ httpClosed, openConnections: err ? String(err) : open }))),
  };
}
