import { HttpStatus } from '@nestjs/common';

/** A refusal the client can act on: an HTTP status, a message, and optionally field errors. */
export class DomainError extends Error {
  constructor(
    readonly status: HttpStatus,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new DomainError(HttpStatus.BAD_REQUEST, message, errors);
export const unauthorized = (message = 'Unauthorized') => new DomainError(HttpStatus.UNAUTHORIZED, message);
export const notFound = (message = 'Not found') => new DomainError(HttpStatus.NOT_FOUND, message);
export const conflict = (message: string) => new DomainError(HttpStatus.CONFLICT, message);
export const unavailable = (message: string) => new DomainError(HttpStatus.SERVICE_UNAVAILABLE, message);
