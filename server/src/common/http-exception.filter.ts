import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ApiError } from '../contracts/api';
import { DomainError } from './domain-error';
import { requestIdOf } from './request-id.middleware';

/** A 500 names the request's id (also in the x-request-id header and the logs) and nothing internal. */
type ErrorBody = ApiError & { request_id?: string };

/** One error body everywhere: { status: false, message, errors? }; a domain error's code decides its status. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    const [status, body] = this.toBody(exception, req, res);
    if (status === HttpStatus.TOO_MANY_REQUESTS) {
      const retryAfter = (exception as { retryAfterSeconds?: number }).retryAfterSeconds ?? 60;
      res.setHeader('Retry-After', String(retryAfter));
    }
    res.status(status).json(body);
  }

  private toBody(exception: unknown, req: Request, res: Response): [number, ErrorBody] {
    if (exception instanceof DomainError) {
      const fields = { code: exception.code, status: exception.status, path: req.url };
      if (exception.status >= 500) this.logger.warn(fields, exception.message);
      else this.logger.debug(fields, exception.message);
      return [exception.status, { status: false, message: exception.message, ...(exception.errors && { errors: exception.errors }) }];
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const message =
        typeof response === 'string'
          ? response
          : Array.isArray((response as { message?: unknown }).message)
            ? String((response as { message: string[] }).message[0])
            : String((response as { message?: unknown }).message ?? exception.message);
      return [status, { status: false, message }];
    }
    const requestId = requestIdOf(req, res);
    this.logger.error({ err: exception, request_id: requestId, path: req.url }, 'Unhandled error');
    return [500, { status: false, message: 'Something went wrong on our side. Please try again.', request_id: requestId }];
  }
}
