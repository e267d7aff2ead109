import { join } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { projectRoot } from '../config/project-root';

/**
 * How long the API and the worker wait on PostgreSQL: a connection (new, or a free one from a busy
 * pool) within 1.5 s, a statement within 5 s (the server cancels it, SQLSTATE 57014), and a server
 * that stops answering altogether within 6 s. Each failure is answered 503 (common/dependency-errors.ts).
 * Migrations run unbounded: building an index may take longer.
 */
export const DATABASE_WAITS = { connectionTimeoutMillis: 1500, statement_timeout: 5000, query_timeout: 6000 } as const;

/** Every entity and migration, found the same way from server/src (tests) and dist/server/src (built). */
export function dataSourceOptions(url: string, poolSize: number, waits: 'bounded' | 'unbounded' = 'bounded'): DataSourceOptions {
  const compiled = __filename.endsWith('.js');
  const root = compiled ? join(projectRoot(), 'dist') : projectRoot();
  const ext = compiled ? 'js' : 'ts';
  return {
    type: 'postgres',
    url,
    entities: [join(root, `server/src/**/*.entity.${ext}`)],
    migrations: [join(root, `migrations/*.${ext}`)],
    migrationsTableName: 'migrations',
    synchronize: false,
    // keepAlive: a connection to a server that vanished is noticed, not waited on.
    extra: { max: poolSize, keepAlive: true, ...(waits === 'bounded' ? DATABASE_WAITS : {}) },
  };
}
