import { HttpStatus } from '@nestjs/common';
import { API_ERROR_STATUS, type ApiError, type ApiErrorCode } from '../contracts/api';

/**
 * Every refusal the API can answer, by a stable code, and the HTTP status the one exception filter
 * maps it to (the list lives with the error body in contracts/api.ts, for the web app to branch on).
 * Clients and logs read the code; the status follows from it.
 */
export const ERROR_STATUS: Readonly<Record<ApiErrorCode, HttpStatus>> = API_ERROR_STATUS;

export type ErrorCode = ApiErrorCode;

/** The code of an error raised outside our domain errors (Nest's, Fastify's), by its HTTP status. */
const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  [HttpStatus.BAD_REQUEST]: 'BAD_REQUEST',
  [HttpStatus.UNAUTHORIZED]: 'UNAUTHORIZED',
  [HttpStatus.FORBIDDEN]: 'FORBIDDEN',
  [HttpStatus.NOT_FOUND]: 'NOT_FOUND',
  [HttpStatus.CONFLICT]: 'CONFLICT',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'PAYLOAD_TOO_LARGE',
  [HttpStatus.TOO_MANY_REQUESTS]: 'RATE_LIMITED',
  [HttpStatus.SERVICE_UNAVAILABLE]: 'SERVICE_UNAVAILABLE',
};

/** Any other 4xx is the request's fault, any other 5xx ours. */
export const codeOfStatus = (status: number): ErrorCode => CODE_OF_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');

/** A refusal the client can act on: a stable code, a message, and optionally field errors. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = code;
  }

  get status(): HttpStatus {
    return ERROR_STATUS[this.code];
  }
}

/** The one error body of a domain error. */
export const errorBody = (err: DomainError): ApiError => ({
  status: false,
  message: err.message,
  code: err.code,
  ...(err.errors && { errors: err.errors }),
  ...(err.data !== undefined && { data: err.data }),
});

export const badRequest = (message: string, errors?: Record<string, string>) => new DomainError('BAD_REQUEST', message, errors);
export const unauthorized = (message = 'Unauthorized') => new DomainError('UNAUTHORIZED', message);
export const forbidden = (message: string) => new DomainError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => new DomainError('NOT_FOUND', message);
export const conflict = (message: string) => new DomainError('CONFLICT', message);
export const unavailable = (message: string) => new DomainError('SERVICE_UNAVAILABLE', message);
