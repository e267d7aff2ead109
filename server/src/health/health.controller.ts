import { Controller, Get, HttpException, HttpStatus } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ApiEnvelope } from '../contracts/api';
import { RedisService } from '../redis/redis.service';

type State = 'up' | 'down';
const TIMEOUT_MS = 2000;

function withTimeout<T>(p: Promise<T>): Promise<T> {
  return Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS).unref())]);
}

@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly redis: RedisService,
  ) {}

  @Get()
  async check(): Promise<ApiEnvelope<{ postgres: State; redis: State }>> {
    const [postgres, redis] = await Promise.all([
      withTimeout(this.ds.query('SELECT 1')).then(() => 'up' as const, () => 'down' as const),
      withTimeout(this.redis.client.ping()).then(() => 'up' as const, () => 'down' as const),
    ]);
    const healthy = postgres === 'up' && redis === 'up';
    const body = { status: healthy, message: healthy ? 'All systems operational' : 'A dependency is down', data: { postgres, redis } };
    if (!healthy) throw new HttpException(body, HttpStatus.SERVICE_UNAVAILABLE);
    return body;
  }
}
