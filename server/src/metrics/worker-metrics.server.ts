import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { METRICS_REFUSED, metricsAccess } from './metrics-access';
import { Metrics } from './metrics';
import { QueueMetrics } from './queue-metrics';

const REFUSED_STATUS = { unauthorized: 401, forbidden: 403 } as const;

function json(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

/**
 * The worker's own HTTP port (WORKER_METRICS_PORT; 0 = none): `/metrics` under the same rule as the
 * API's /api/metrics, and `/healthz` for liveness probes (no token): 200 while the process runs and
 * its BullMQ workers run, 503 otherwise. A port already taken is logged, not fatal: the jobs matter more.
 */
@Injectable()
export class WorkerMetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WorkerMetricsServer.name);
  private server?: Server;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
    private readonly queues: QueueMetrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.workerMetricsPort) return;
    const server = createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve) => {
      server.once('error', (err: Error) => {
        this.logger.error(`Worker metrics not served on port ${this.config.workerMetricsPort}: ${err.message}`);
        resolve();
      });
      server.listen(this.config.workerMetricsPort, () => {
        this.server = server;
        resolve();
      });
    });
  }

  /** The port it listens on, if it does. */
  port(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') return json(res, 405, { status: false, message: 'Method not allowed', code: 'BAD_REQUEST' });
    if (path === '/healthz') {
      const running = this.queues.workersRunning();
      return json(res, running ? 200 : 503, { status: running ? 'ok' : 'unavailable' });
    }
    if (path !== '/metrics') return json(res, 404, { status: false, message: 'Not found', code: 'NOT_FOUND' });
    const access = metricsAccess({ address: req.socket.remoteAddress, headers: req.headers }, this.config.metricsToken);
    if (access !== 'allow') {
      if (access === 'unauthorized') res.setHeader('www-authenticate', 'Bearer realm="metrics"');
      return json(res, REFUSED_STATUS[access], {
        status: false,
        message: METRICS_REFUSED[access],
        code: access === 'unauthorized' ? 'UNAUTHORIZED' : 'FORBIDDEN',
      });
    }
    try {
      const text = await this.metrics.registry.metrics();
      res.writeHead(200, { 'content-type': this.metrics.registry.contentType }).end(text);
    } catch (err) {
      this.logger.warn(`Worker metrics not collected: ${(err as Error).message}`);
      json(res, 500, { status: false, message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
    }
  }
}
