import { Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { IncomingMessage } from 'node:http';

/** Structured JSON logs (pino); requests are logged at debug so a load test is not an I/O test. */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
        pinoHttp: {
          level: config.logLevel,
          // Fastify's id (newRequestId), which middie copies to the raw request.
          genReqId: (req: IncomingMessage) => (req as IncomingMessage & { id: string }).id,
          // A 503 is a dependency outage, logged once by its own watcher: not one error line per request.
          customLogLevel: (_req, res, err) => (res.statusCode === 503 ? 'debug' : err || res.statusCode >= 500 ? 'error' : 'debug'),
          redact: ['req.headers.authorization', 'req.headers.cookie'],
          // pino-http binds the request to a logger of its own on every request, even when nothing is
          // logged: a lean one (the id is bound anyway) keeps that off the API's hot path.
          quietReqLogger: true,
          serializers: {
            req: (req: { method: string; url: string; remoteAddress?: string }) => ({ method: req.method, url: req.url, remoteAddress: req.remoteAddress }),
          },
        },
      }),
    }),
  ],
})
export class AppLoggerModule {}
