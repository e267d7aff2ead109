import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { mountQueuesDashboard } from './admin-queues/queues-dashboard';
import { AppModule } from './app.module';
import { bodyParserErrors, JSON_BODY_OPTIONS } from './common/body-parser-errors';
import { hostileInputMiddleware } from './common/hostile-input.middleware';
import { requestIdMiddleware } from './common/request-id.middleware';
import { createValidationPipe } from './common/validation';
import { AppConfig, ConfigError, loadConfig } from './config/app-config';
import { APP_CONFIG } from './config/config.module';
import { securityHeaders } from './config/security-headers';
import { idempotencyKeyMiddleware } from './idempotency/idempotency-key';
import { RedisIoAdapter } from './realtime/redis-io.adapter';
import { WorkerModule } from './worker.module';

/** Builds the API application (used by main.ts and by the tests). */
export async function createApi(): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: true, bodyParser: false });
  const config = app.get<AppConfig>(APP_CONFIG);
  app.use(helmet(securityHeaders(config)));
  // Same-origin only unless CORS_ORIGINS lists others (socket.io: RealtimeGateway checks the Origin).
  if (config.corsOrigins.length) app.enableCors({ origin: config.corsOrigins, credentials: true });
  app.use(cookieParser());
  app.use(requestIdMiddleware);
  app.use(idempotencyKeyMiddleware);
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useWebSocketAdapter(new RedisIoAdapter(app));
  app.disable('x-powered-by');
  app.useBodyParser('json', JSON_BODY_OPTIONS);
  app.use(bodyParserErrors);
  app.use(hostileInputMiddleware);
  mountQueuesDashboard(app);
  app.enableShutdownHooks();
  return app;
}

/** Builds the worker context (used by worker.ts and by the tests). */
export async function createWorker(): Promise<INestApplicationContext> {
  const worker = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  worker.useLogger(worker.get(Logger));
  worker.enableShutdownHooks();
  return worker;
}

/** Validates the configuration before anything starts; a bad value ends the process naming it. */
export function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
