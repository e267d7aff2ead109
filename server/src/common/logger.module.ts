import { Module, RequestMethod } from '@nestjs/common';
import { LoggerModule, Params } from 'nestjs-pino';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { IncomingMessage } from 'node:http';
import { LogFormat, logFormat } from './log-format';

/** pino-pretty's options for a person at a terminal: time, level, [context] message, the other fields on the same line. */
const PRETTY = {
  target: 'pino-pretty',
  options: {
    colorize: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,context',
    messageFormat: '{if context}[{context}] {end}{msg}',
    singleLine: true,
  },
};

/** The logger of a process: pino-http for requests (each line of a request carries its reqId), pretty or JSON lines. */
export function loggerParams(config: Pick<AppConfig, 'logLevel'>, format: LogFormat): Params {
  return {
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
      ...(format === 'pretty' ? { transport: PRETTY } : {}),
    },
  };
}

/** Structured logs (pino): readable on a terminal, JSON otherwise (log-format.ts); requests are logged at debug so a load test is not an I/O test. */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => loggerParams(config, logFormat(config, process.stdout.isTTY === true)),
    }),
  ],
})
export class AppLoggerModule {}
