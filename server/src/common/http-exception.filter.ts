import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { ApiError } from '../contracts/api';
import { DomainError } from './domain-error';

/** One error body everywhere: { status: false, message, errors? }; a 500 says nothing internal. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    const [status, body] = this.toBody(exception, req);
    if (status === HttpStatus.TOO_MANY_REQUESTS) {
      const retryAfter = (exception as { retryAfterSeconds?: number }).retryAfterSeconds ?? 60;
      res.setHeader('Retry-After', String(retryAfter));
    }
    res.status(status).json(body);
  }

  private toBody(exception: unknown, req: Request): [number, ApiError & { correlation_id?: string }] {
    if (exception instanceof DomainError) {
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
    const correlationId = randomUUID();
    this.logger.error({ err: exception, correlationId, path: req.url }, 'Unhandled error');
    return [500, { status: false, message: 'Something went wrong on our side. Please try again.', correlation_id: correlationId }];
  }
}
