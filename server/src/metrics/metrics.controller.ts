import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../common/domain-error';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { METRICS_REFUSED, metricsAccess } from './metrics-access';
import { Metrics } from './metrics';
import { Refuses } from '../openapi/refuses.decorator';

/** The API process's series in Prometheus text, to the bearer of METRICS_TOKEN or, without one, to loopback callers. */
@Controller('metrics')
export class MetricsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {}

  @Get()
  @Refuses('UNAUTHORIZED', 'FORBIDDEN')
  async scrape(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const access = metricsAccess({ address: req.socket.remoteAddress, headers: req.headers }, this.config.metricsToken);
    if (access === 'unauthorized') {
      void reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new DomainError('UNAUTHORIZED', METRICS_REFUSED.unauthorized);
    }
    if (access === 'forbidden') throw new DomainError('FORBIDDEN', METRICS_REFUSED.forbidden);
    void reply.header('content-type', this.metrics.registry.contentType);
    return this.metrics.registry.metrics();
  }
}
