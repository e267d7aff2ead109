import { HttpStatus } from '@nestjs/common';

/**
 * Every refusal the API can answer, by a stable code, and the HTTP status the one exception filter
 * maps it to. Clients and logs read the code; the status follows from it.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: HttpStatus.BAD_REQUEST,
  BAD_REQUEST: HttpStatus.BAD_REQUEST,
  INVALID_LINK: HttpStatus.BAD_REQUEST,
  INSUFFICIENT_FUNDS: HttpStatus.BAD_REQUEST,
  UNAUTHORIZED: HttpStatus.UNAUTHORIZED,
  FORBIDDEN: HttpStatus.FORBIDDEN,
  NOT_FOUND: HttpStatus.NOT_FOUND,
  CONFLICT: HttpStatus.CONFLICT,
  IDEMPOTENCY_CONFLICT: HttpStatus.CONFLICT,
  PAYLOAD_TOO_LARGE: HttpStatus.PAYLOAD_TOO_LARGE,
  RATE_LIMITED: HttpStatus.TOO_MANY_REQUESTS,
  PRICE_UNAVAILABLE: HttpStatus.SERVICE_UNAVAILABLE,
  SERVICE_UNAVAILABLE: HttpStatus.SERVICE_UNAVAILABLE,
} as const satisfies Record<string, HttpStatus>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** A refusal the client can act on: a stable code, a message, and optionally field errors. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = code;
  }

  get status(): HttpStatus {
    return ERROR_STATUS[this.code];
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new DomainError('BAD_REQUEST', message, errors);
export const unauthorized = (message = 'Unauthorized') => new DomainError('UNAUTHORIZED', message);
export const forbidden = (message: string) => new DomainError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => new DomainError('NOT_FOUND', message);
export const conflict = (message: string) => new DomainError('CONFLICT', message);
export const unavailable = (message: string) => new DomainError('SERVICE_UNAVAILABLE', message);
