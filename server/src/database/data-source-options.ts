import { join } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { projectRoot } from '../config/project-root';

/** Every entity and migration, found the same way from server/src (tests) and dist/server/src (built). */
export function dataSourceOptions(url: string, poolSize: number): DataSourceOptions {
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
    extra: { max: poolSize },
  };
}
