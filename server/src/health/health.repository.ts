import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { DataSource } from 'typeorm';
import { rows } from '../database/typed-query';
import { RedisService } from '../redis/redis.service';
import type { IPingPostgresQuery } from './health.repository.sql-types';

export type DependencyState = 'up' | 'down';

/** A probe that hangs counts as down: the health check answers within this bound (503 with Retry-After while one is down). */
const TIMEOUT_MS = 1200;

function withTimeout<T>(p: Promise<T>): Promise<T> {
  return Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS).unref())]);
}

const pingPostgres = sql<IPingPostgresQuery>`SELECT 1 AS "up!"`;

const state = (p: Promise<unknown>): Promise<DependencyState> =>
  withTimeout(p).then(
    () => 'up' as const,
    () => 'down' as const,
  );

/** The health probe's statements: asks PostgreSQL and Redis, at once and each within the bound, whether they answer. */
@Injectable()
export class HealthRepository {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly redis: RedisService,
  ) {}

  async check(): Promise<{ postgres: DependencyState; redis: DependencyState }> {
    const [postgres, redis] = await Promise.all([state(rows(pingPostgres, undefined, this.ds)), state(this.redis.client.ping())]);
    return { postgres, redis };
  }
}
