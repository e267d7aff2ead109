import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { dataSourceOptions, DatabaseWaits } from './data-source-options';
import { PostgresStallWatch } from './postgres-stall-watch';

/** The process's PostgreSQL pool, with the waits of its kind; the API also watches for a silent server. */
@Module({})
export class DatabaseModule {
  static forRoot(waits: Exclude<DatabaseWaits, 'unbounded'>): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => ({ ...dataSourceOptions(config.databaseUrl, config.databasePoolSize, waits), autoLoadEntities: false }),
        }),
      ],
      providers: waits === 'api' ? [PostgresStallWatch] : [],
    };
  }
}
