import { join } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { projectRoot } from '../config/project-root';

/**
 * How long each process waits on PostgreSQL: a connection (new, or a free one from a busy pool), a
 * statement (the server cancels it, SQLSTATE 57014), and a server that stops answering altogether
 * (the client gives up). Each failure is answered 503 (common/dependency-errors.ts).
 * - api: every request answers within 2 s (DESIGN "Trust"); the server cancels a statement before the
 *   client gives up on it, so a slow statement is not mistaken for a silent server (PostgresStallWatch).
 * - worker: settlement's batch statements may take longer under load.
 * Migrations run unbounded: building an index may take longer.
 */
export const DATABASE_WAITS = {
  api: { connectionTimeoutMillis: 1500, statement_timeout: 1400, query_timeout: 1700 },
  worker: { connectionTimeoutMillis: 1500, statement_timeout: 5000, query_timeout: 6000 },
} as const;

export type DatabaseWaits = keyof typeof DATABASE_WAITS | 'unbounded';

/** Every entity and migration, found the same way from server/src (tests) and dist/server/src (built). */
export function dataSourceOptions(url: string, poolSize: number, waits: DatabaseWaits): DataSourceOptions {
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
    extra: { max: poolSize, keepAlive: true, ...(waits === 'unbounded' ? {} : DATABASE_WAITS[waits]) },
  };
}
