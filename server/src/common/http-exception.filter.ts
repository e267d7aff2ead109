import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../contracts/api';
import { unavailableDependency } from './dependency-errors';
import { codeOfStatus, DomainError, errorBody } from './domain-error';
import { BODY_TOO_LARGE } from './request-parsing';

/** A 500 or 503 names the request's id (also in the x-request-id header and the logs) and nothing internal. */
type ErrorBody = ApiError & { request_id?: string };

/** Seconds a client is asked to wait before retrying while a dependency is down. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = 'Service temporarily unavailable, please try again shortly';
/** An outage fails every request: its first one is logged as a warning, the rest of it at debug level. */
const OUTAGE_LOG_EVERY_MS = 10_000;

/** The message of a Nest exception's body: its text, the first of a list (class-validator's), else the exception's own. */
function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return String(message[0]);
  return typeof message === 'string' ? message : exception.message;
}

/**
 * One error body everywhere: { status: false, message, code, errors? }. A domain error's code decides its
 * status; any other error gets the code of its kind (by its status, SERVICE_UNAVAILABLE for an outage,
 * INTERNAL otherwise).
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');
  private readonly lastOutageLog = new Map<string, number>();

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<FastifyReply>();
    const req = ctx.getRequest<FastifyRequest>();
    const [status, body] = this.toBody(exception, req);
    const retryAfter = (exception as { retryAfterSeconds?: number }).retryAfterSeconds;
    if (retryAfter !== undefined) res.header('Retry-After', String(retryAfter));
    else if (status === HttpStatus.TOO_MANY_REQUESTS) res.header('Retry-After', '60');
    else if (status === HttpStatus.SERVICE_UNAVAILABLE) res.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    void res.status(status).send(body);
  }

  private toBody(exception: unknown, req: FastifyRequest): [HttpStatus, ErrorBody] {
    if (exception instanceof DomainError) {
      const fields = { code: exception.code, status: exception.status, path: req.url };
      if (exception.status >= HttpStatus.INTERNAL_SERVER_ERROR) this.logger.warn(fields, exception.message);
      else this.logger.debug(fields, exception.message);
      return [exception.status, errorBody(exception)];
    }
    if (exception instanceof HttpException) {
      const status: HttpStatus = exception.getStatus();
      // Only the JSON body limit answers 413 from outside our code (Fastify's, mapped by Nest to an HttpException).
      if (status === HttpStatus.PAYLOAD_TOO_LARGE) return [status, { status: false, message: BODY_TOO_LARGE, code: 'PAYLOAD_TOO_LARGE' }];
      return [status, { status: false, message: messageOf(exception), code: codeOfStatus(status) }];
    }
    const requestId = req.id;
    const dependency = unavailableDependency(exception);
    if (dependency) {
      const now = Date.now();
      const fields = { err: exception, dependency, request_id: requestId, path: req.url };
      if (now - (this.lastOutageLog.get(dependency) ?? 0) >= OUTAGE_LOG_EVERY_MS) {
        this.lastOutageLog.set(dependency, now);
        this.logger.warn(fields, `Answered 503: ${dependency} is unavailable`);
      } else this.logger.debug(fields, `Answered 503: ${dependency} is unavailable`);
      return [HttpStatus.SERVICE_UNAVAILABLE, { status: false, message: UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE', request_id: requestId }];
    }
    this.logger.error({ err: exception, request_id: requestId, path: req.url }, 'Unhandled error');
    return [
      HttpStatus.INTERNAL_SERVER_ERROR,
      { status: false, message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL', request_id: requestId },
    ];
  }
}
