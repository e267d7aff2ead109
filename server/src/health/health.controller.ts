import { Controller, Get, HttpException, HttpStatus } from '@nestjs/common';
import type { ApiEnvelope } from '../contracts/api';
import { DependencyState, HealthRepository } from './health.repository';

@Controller('health')
export class HealthController {
  constructor(private readonly probe: HealthRepository) {}

  @Get()
  async check(): Promise<ApiEnvelope<{ postgres: DependencyState; redis: DependencyState }>> {
    const { postgres, redis } = await this.probe.check();
    const healthy = postgres === 'up' && redis === 'up';
    const body = { status: healthy, message: healthy ? 'All systems operational' : 'A dependency is down', data: { postgres, redis } };
    if (!healthy) throw new HttpException(body, HttpStatus.SERVICE_UNAVAILABLE);
    return body;
  }
}
