import { Controller, Get, HttpException, HttpStatus } from '@nestjs/common';
import type { ApiEnvelope } from '../contracts/api';
import { DependencyState, HealthRepository } from './health.repository';
import { ShutdownState } from './shutdown-state';

@Controller('health')
export class HealthController {
  constructor(
    private readonly probe: HealthRepository,
    private readonly shutdown: ShutdownState,
  ) {}

  /** Readiness: PostgreSQL and Redis answer and the API is not shutting down. */
  @Get()
  async check(): Promise<ApiEnvelope<{ postgres: DependencyState; redis: DependencyState }>> {
    if (this.shutdown.draining) {
      throw new HttpException({ status: false, message: 'Shutting down: not taking new work', data: null }, HttpStatus.SERVICE_UNAVAILABLE);
    }
    const { postgres, redis } = await this.probe.check();
    const healthy = postgres === 'up' && redis === 'up';
    const body = { status: healthy, message: healthy ? 'All systems operational' : 'A dependency is down', data: { postgres, redis } };
    if (!healthy) throw new HttpException(body, HttpStatus.SERVICE_UNAVAILABLE);
    return body;
  }

  /** Liveness: the process answers; no dependency is touched, so an outage or a shutdown never gets it restarted. */
  @Get('live')
  live(): ApiEnvelope<{ uptimeSeconds: number }> {
    return { status: true, message: 'Alive', data: { uptimeSeconds: Math.floor(process.uptime()) } };
  }
}
